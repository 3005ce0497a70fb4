import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, test } from "vitest";

// `npm run check` ends with `biome check .`: it lints and formats the project's code, never the owner's
// files (content/README.md#starting-one-drafts-and-checking). Run on a folder of its own with this
// project's biome.json, as `npm run lint` runs on the repository.
const root = path.resolve(import.meta.dirname, "..");
const biome = path.join(root, "node_modules/.bin/biome");
const dir = mkdtempSync(path.join(tmpdir(), "lint-scope-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}

/** `biome check .` in the folder, outside any git repository; resolves with its exit code and output. */
function lint() {
  cpSync(path.join(root, "biome.json"), path.join(dir, "biome.json"));
  return promisify(execFile)(biome, ["check", "--vcs-enabled=false", "--colors=off", "."], { cwd: dir }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
  );
}

test("the owner's images, prototypes and content are not linted: an exported SVG without a title passes", async () => {
  write("public/images/exported.svg", '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect/></svg>\n');
  write("public/favicon.svg", '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>');
  write("public/prototypes/board.html", "<html><body><div onclick=go()>Go</div><script src=board.js></script>\n");
  write("public/prototypes/board.js", "var unused = 1;;\nfunction go(){alert('hi')}\n");
  write("public/files/notes.md", "|a|b|\n|-|-|\n*   item\n");
  write("content/site.yaml", "name:    Alex Morgan\nlinks: { email: 'mailto:a@b.c' }\n");
  write("content/case-studies/study.mdx", "---\nslug:   study\n---\n\n|a|b|\n|-|-|\n");
  write("content/README.md", "# Writing the site's content\n\nThe owner's guide, which the project keeps.\n");
  write("src/code.ts", "export const code = 1;\n");

  // The three are biome.json, content/README.md and src/code.ts.
  expect(await lint()).toEqual({ code: 0, output: expect.stringMatching(/^Checked 3 files in \d+ms\. No fixes applied\.\n$/) });
});

test("the project's own code is linted everywhere, the prototypes' viewer bridge and content/README.md included", async () => {
  write("public/prototypes/viewer-bridge.js", "var unused=1;;\n");
  write("content/README.md", "# Writing the site's content\n\n*   a list item\n");
  write("src/code.ts", "export const code=1\n");

  const { code, output } = await lint();

  expect(code).toBe(1);
  expect(output).toContain("public/prototypes/viewer-bridge.js format");
  expect(output).toContain("content/README.md format");
  expect(output).toContain("src/code.ts format");
  expect(output).toContain("Found 3 errors.");
});
