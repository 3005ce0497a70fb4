import { expect, test } from "vitest";
import { createTestApp } from "#server/test-support/create-test-app.ts";
import { withBareRoutes } from "./bare-routes.ts";

test("the bare bench routes answer beside the site's own, through the site's middleware", async () => {
  const { app, deps, cleanup } = createTestApp();
  try {
    const bench = withBareRoutes(app, deps);
    const bare = await bench.request("/__bench/bare");
    expect(await bare.text()).toBe("ok");
    expect(bare.headers.get("Content-Security-Policy")).toBeTruthy();
    expect(bare.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
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
