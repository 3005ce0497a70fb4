import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { inlineScriptHashes } from "./inline-script-hashes.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

test("hashes each inline script's exact text, once, and ignores scripts loaded from a file", () => {
  const html = `<head><script>document.documentElement.dataset.theme = "dark";</script>
    <script type="module" src="/assets/app.js"></script></head>
    <body><script type="module" async="">import "/assets/entry.js";</script>
    <script>document.documentElement.dataset.theme = "dark";</script><script></script></body>`;
  expect(inlineScriptHashes(html)).toEqual([
    sha('document.documentElement.dataset.theme = "dark";'),
    sha('import "/assets/entry.js";'),
    sha(""),
  ]);
});
