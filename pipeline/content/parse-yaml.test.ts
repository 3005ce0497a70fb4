import { expect, test } from "vitest";
import { parseYaml, readFrontmatter } from "./parse-yaml.ts";

const FIELDS = "date: 2024-07-01\nlock: yes\ncode: 010\ntitle: Plain text\n";

test("frontmatter and site.yaml read the same YAML the same way: dates and yes stay as written", () => {
  const expected = { date: "2024-07-01", lock: "yes", code: 10, title: "Plain text" };
  expect(parseYaml(FIELDS)).toEqual(expected);
  expect(readFrontmatter(`---\n${FIELDS}---\n\n## Problem\n`)).toEqual(expected);
});

test("an empty frontmatter is no data, and broken YAML throws", () => {
  expect(readFrontmatter("---\n---\n\nBody.\n")).toEqual({});
  expect(() => readFrontmatter("---\ntitle: [unclosed\n---\n")).toThrow();
});
