import { expect, test } from "vitest";
import { createTestApp } from "../../server/test-support/create-test-app.ts";
import { withBareRoutes } from "./bare-routes.ts";

test("the bare bench routes answer beside the site's own", async () => {
  const { app, cleanup } = createTestApp();
  try {
    const bench = withBareRoutes(app);
    expect(await (await bench.request("/__bench/bare")).text()).toBe("ok");
    const post = await bench.request("/__bench/bare", {
      method: "POST",
      body: '{"a":1}',
      headers: { "Content-Type": "application/json" },
    });
    expect(await post.json()).toEqual({ success: true, received: { a: 1 } });
    expect((await bench.request("/healthz")).status).toBe(200);
  } finally {
    await cleanup();
  }
});
