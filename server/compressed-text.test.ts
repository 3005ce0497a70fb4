import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { compressCopy } from "./compressed-text.ts";

test("a page's copy is compressed once per text and encoding, and each decodes to its own text", async () => {
  const copy = `<main>${"A private card. ".repeat(500)}</main>`;
  const other = copy.replace("A private card.", "Another grant's card.");
  const first = await compressCopy(copy, "br");
  // The same text again: the bytes kept from the first time, not a second compression.
  expect(await compressCopy(copy, "br")).toBe(first);
  expect(brotliDecompressSync(first).toString()).toBe(copy);
  const gzipped = await compressCopy(copy, "gzip");
  expect(gunzipSync(gzipped).toString()).toBe(copy);
  // Another text never gets the first one's bytes.
  expect(brotliDecompressSync(await compressCopy(other, "br")).toString()).toBe(other);
});
