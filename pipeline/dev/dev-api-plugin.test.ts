import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServer } from "vite";
import { afterAll, expect, test } from "vitest";
import { openSqliteStore } from "#server/messages/sqlite-store.ts";
import { devApiPlugin } from "./dev-api-plugin.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "dev-api-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

test("the dev server answers the contact API on its own port and keeps messages in DATA_DIR/dev", async () => {
  const previous = process.env.DATA_DIR;
  process.env.DATA_DIR = dataDir;
  const server = await createServer({
    configFile: false,
    root: dataDir,
    logLevel: "silent",
    plugins: [devApiPlugin()],
    server: { host: "127.0.0.1", port: 0 },
  });
  try {
    await server.listen();
    const address = server.httpServer?.address() as AddressInfo | undefined;
    const port = address?.port;
    const response = await fetch(`http://127.0.0.1:${port}/api/send-message`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "writer@example.com", subject: "From dev", message: "Works while writing." }),
    });
    expect(await response.json()).toEqual({ success: true, message: "Thank you for your message. I'll get back to you soon." });
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  } finally {
    await server.close();
    if (previous === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = previous;
  }
  const store = openSqliteStore(path.join(dataDir, "dev"));
  expect((await store.list()).map((message) => message.subject)).toEqual(["From dev"]);
  await store.close();
});
