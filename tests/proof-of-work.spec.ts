// The contact form's proof of work, as a visitor's browser does it (docs/product.md#abuse-protection).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startSmtpTestServer } from "#server/test-support/smtp-test-server.ts";
import { type ServerProcess, spawnServer } from "#server/test-support/spawn-server.ts";
import { expect, test } from "./test-support/fixtures.ts";

const BUILT_SERVER = path.join(import.meta.dirname, "../build/server/index.js");
const THANKS = "Thank you for your message. I'll get back to you soon.";

test("the form asks for its challenge only once a visitor comes to it, and no other page does", async ({ page }) => {
  const challenges: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/challenge") challenges.push(request.url());
  });
  await page.goto("/about");
  await page.goto("/");
  await page.waitForTimeout(500);
  expect(challenges).toEqual([]);
  await page.getByLabel("Email").focus();
  await expect.poll(() => challenges.length).toBe(1);
});

test("a message sent from the form is solved in the background, accepted, and emailed to the owner once", async ({ page }) => {
  test.slow(); // its own server, and a proof of work solved in Chromium
  const smtp = await startSmtpTestServer();
  const dataDir = mkdtempSync(path.join(tmpdir(), "proof-e2e-"));
  let server: ServerProcess | undefined;
  try {
    // The built server with email on, on a port of its own; the other browser tests' server has none.
    server = await spawnServer(BUILT_SERVER, { DATA_DIR: dataDir, SMTP_URL: smtp.url, MAIL_TO: "owner@example.com" });
    const { url } = server;

    await page.goto(`${url}/`);
    const form = page.getByRole("region", { name: "Send me a message" });
    await form.getByLabel("Email").fill("visitor@example.com");
    await form.getByLabel("Subject").fill("Solved in the background");
    await form.getByLabel("Message").fill("Hello from a real browser.");
    await form.getByRole("button", { name: "Send" }).click();
    await expect(form.getByText(THANKS)).toBeVisible({ timeout: 15_000 });

    await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(1);
    expect(smtp.received[0]?.parsed.subject).toBe("Portfolio message: Solved in the background");
    // Once: nothing else arrives for the same message.
    await page.waitForTimeout(1500);
    expect(smtp.received).toHaveLength(1);
  } finally {
    server?.child.kill("SIGTERM");
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
