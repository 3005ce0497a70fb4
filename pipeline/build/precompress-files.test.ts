import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, expect, test } from "vitest";
import { precompressFiles } from "./precompress-files.ts";

const dir = mkdtempSync(path.join(tmpdir(), "precompress-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("writes brotli and gzip copies of text files worth compressing, and nothing else", async () => {
  mkdirSync(path.join(dir, "assets"));
  const script = `console.log(${JSON.stringify("x".repeat(4000))});`;
  writeFileSync(path.join(dir, "assets/app.js"), script);
  writeFileSync(path.join(dir, "assets/tiny.css"), "a{}");
  writeFileSync(path.join(dir, "photo.png"), Buffer.alloc(4000));

  expect(await precompressFiles(dir)).toBe(1);
  expect(brotliDecompressSync(readFileSync(path.join(dir, "assets/app.js.br"))).toString()).toBe(script);
  expect(gunzipSync(readFileSync(path.join(dir, "assets/app.js.gz"))).toString()).toBe(script);
  expect(existsSync(path.join(dir, "assets/tiny.css.br"))).toBe(false);
  expect(existsSync(path.join(dir, "photo.png.br"))).toBe(false);
});
