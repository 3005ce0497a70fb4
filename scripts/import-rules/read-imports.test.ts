import path from "node:path";
import { expect, test } from "vitest";
import { listSourceFiles, readImports } from "./read-imports.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

test("lists the project's TypeScript files, skipping the root's build/, bench/floor and the fixtures", () => {
  const files = listSourceFiles(ROOT);
  expect(files).toEqual(expect.arrayContaining(["pipeline/build/rewrite-pages.ts", "src/root.tsx", "vite.config.ts"]));
  expect(files.filter((file) => /^(build|bench\/floor|scripts\/import-rules\/fixtures)\/|node_modules/.test(file))).toEqual([]);
});

test("reads every form of import in TSX, and nothing from strings or comments", () => {
  const source = [
    'import { a } from "./a";', // 1
    'import type { B } from "./b";',
    'import "./c.css";',
    'export * from "./d";',
    'export type { E } from "./e";', // 5
    'type F = import("./f").F;',
    'import g = require("./g");',
    "const h = () => import(`./h`);",
    "const i = (name: string) => import(name);",
    '// import { j } from "./j";', // 10
    'const k = `<script>import("/assets/k.js")</script>`;',
    "const l = <p title={\"import x from './l'\"}>{a}</p>;",
    "const m = (address: string) => import(/* @vite-ignore */ address);",
  ].join("\n");
  expect(readImports("example.tsx", source)).toEqual([
    { specifier: "./a", text: "./a", line: 1 },
    { specifier: "./b", text: "./b", line: 2 },
    { specifier: "./c.css", text: "./c.css", line: 3 },
    { specifier: "./d", text: "./d", line: 4 },
    { specifier: "./e", text: "./e", line: 5 },
    { specifier: "./f", text: "./f", line: 6 },
    { specifier: "./g", text: "./g", line: 7 },
    { specifier: "./h", text: "./h", line: 8 },
    { specifier: undefined, text: "name", line: 9 },
    { specifier: undefined, text: "address", line: 13, isRuntimeAddress: true },
  ]);
});

test("names the file that does not parse", () => {
  expect(() => readImports("broken.ts", "import {")).toThrow("broken.ts does not parse");
});
