// A protected case study's files (docs/decisions/016-private-work.md: "at any address, in any file"):
// written in the security review, where a file the body linked to, rather than showed, stayed public.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { filesOfCaseStudy } from "./case-study-files.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function bodyFile(body: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "case-study-files-"));
  dirs.push(dir);
  const file = path.join(dir, "secret.mdx");
  writeFileSync(file, `---\nslug: secret\n---\n\n${body}\n`);
  return file;
}

test("a file under public/ that the body links to is one of the case study's files", () => {
  const file = bodyFile(
    [
      "Read [the board deck](/files/board-deck.pdf) for the numbers.",
      '<a href="/files/term-sheet.pdf">The term sheet</a>',
      "[A page of the site](/about) and [another site](https://example.com/x.pdf) are not files.",
    ].join("\n\n"),
  );
  const files = filesOfCaseStudy(file, { prototype: { posters: {} } });
  expect(files).toEqual(expect.arrayContaining(["/files/board-deck.pdf", "/files/term-sheet.pdf"]));
  // A page of the site is no file, and another site's address is not under public/.
  expect(files.filter((sitePath) => sitePath === "/about" || sitePath.includes("example.com"))).toEqual([]);
});

test("a prototype of this site brings the files its page and its styles name, and only files that exist", () => {
  const publicDir = mkdtempSync(path.join(tmpdir(), "prototype-files-"));
  dirs.push(publicDir);
  const write = (sitePath: string, text: string) => {
    mkdirSync(path.dirname(path.join(publicDir, sitePath)), { recursive: true });
    writeFileSync(path.join(publicDir, sitePath), text);
  };
  write(
    "/prototypes/board.html",
    [
      '<link rel="stylesheet" href="board.css"><script src="viewer-bridge.js" defer></script>',
      '<script src="./board.js?v=2" defer></script><img src="/images/board/plan.png" alt="">',
      '<a href="https://example.com/x.js">Elsewhere</a><a href="#top">Top</a><img src="gone.png" alt="">',
    ].join("\n"),
  );
  write(
    "/prototypes/board.css",
    'body { background: url("fonts/../texture.png"); } .x { background: url(data:image/png;base64,AA) }',
  );
  for (const sitePath of [
    "/prototypes/board.js",
    "/prototypes/viewer-bridge.js",
    "/prototypes/texture.png",
    "/images/board/plan.png",
  ])
    write(sitePath, "x");
  const caseStudy = { prototype: { src: "/prototypes/board.html", posters: {} } };
  expect(filesOfCaseStudy(bodyFile("Text."), caseStudy, publicDir).sort()).toEqual(
    [
      "/images/board/plan.png",
      "/prototypes/board.css",
      "/prototypes/board.html",
      "/prototypes/board.js",
      "/prototypes/texture.png",
      "/prototypes/viewer-bridge.js",
    ].sort(),
  );
  // A design tool's share link has no files here.
  const shared = { prototype: { src: "https://www.figma.com/proto/x", posters: {} } };
  expect(filesOfCaseStudy(bodyFile("Text."), shared, publicDir)).toEqual([]);
});
