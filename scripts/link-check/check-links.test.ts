import path from "node:path";
import { expect, test } from "vitest";
import { findBrokenLinks, formatBrokenLink } from "./check-links.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const BROKEN = path.join(import.meta.dirname, "fixtures/broken");

test("no link between the repository's Markdown files, or from a code comment to docs/, is broken", () => {
  // Printed in full, so a failure says which file, which line and which link.
  expect(findBrokenLinks(ROOT).map(formatBrokenLink).join("\n")).toBe("");
});

test("finds every broken link in the fixture, and only those", () => {
  expect(findBrokenLinks(BROKEN)).toEqual([
    { file: "README.md", line: 6, link: "docs/missing.md", problem: "no such file: docs/missing.md" },
    {
      file: "README.md",
      line: 6,
      link: "docs/guide.md#no-such-heading",
      problem: 'no heading "#no-such-heading" in docs/guide.md',
    },
    { file: "src/code.ts", line: 1, link: "docs/guide.md#gone", problem: 'no heading "#gone" in docs/guide.md' },
  ]);
});
