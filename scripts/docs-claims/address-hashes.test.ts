import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

// One place says what the hashes of senders' addresses hide and what they do not
// (docs/product.md#stored-secrets-and-addresses): whoever holds the whole database can recover an
// address by hashing every possible one. Other guides link there rather than promise more.
const ROOT = path.resolve(import.meta.dirname, "../..");
const THE_PLACE = "product.md#stored-secrets-and-addresses";
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

test("docs/product.md says the hashes do not hide an address from whoever holds the whole database", () => {
  const section = /### Stored secrets and addresses\n([\s\S]*?)\n##/.exec(read("docs/product.md"))?.[1] ?? "";
  expect(section.replace(/\s+/g, " ")).toContain("It does not hide it from whoever holds the whole database");
});

test("docs/security.md and docs/messages.md promise no more than that place, and link to it", () => {
  for (const file of ["docs/security.md", "docs/messages.md"]) {
    const text = read(file).replace(/\s+/g, " ");
    expect(text, file).not.toMatch(/(stored|kept) only as a salted hash/);
    expect(text, file).toContain(`(${THE_PLACE})`);
  }
});
