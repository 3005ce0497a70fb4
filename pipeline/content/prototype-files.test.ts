// A private prototype's files move with it only if prototypeFilesOf finds them (docs/decisions/016-private-work.md,
// "Private prototypes"): whatever it misses stays public under build/client, and whatever it wrongly
// names moves. Both tests came from the security review, where each failed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { prototypeFilesOf } from "./prototype-files.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function publicDirWith(files: Record<string, string>): string {
  const publicDir = mkdtempSync(path.join(tmpdir(), "prototype-files-review-"));
  dirs.push(publicDir);
  for (const [sitePath, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(publicDir, sitePath)), { recursive: true });
    writeFileSync(path.join(publicDir, sitePath), text);
  }
  return publicDir;
}

test('files named in valid HTML and CSS other than src="…", href="…" and a page\'s stylesheet\'s url(…) move too', () => {
  const page = [
    "<!doctype html>",
    '<SCRIPT SRC="upper.js"></SCRIPT>',
    "<script src=unquoted.js></script>",
    '<img srcset="img/shot@2x.png 2x" alt="">',
    '<video poster="img/poster.png"></video>',
    "<style>body { background: url(img/in-style.png) }</style>",
    "<div style=\"background-image: url('img/in-attribute.png')\"></div>",
    '<link rel="stylesheet" href="board.css">',
  ].join("\n");
  const publicDir = publicDirWith({
    "/prototypes/board.html": page,
    "/prototypes/board.css": '@import "more.css";',
    "/prototypes/more.css": "h1 { background: url(img/imported.png) }",
    ...Object.fromEntries(
      [
        "upper.js",
        "unquoted.js",
        "img/shot@2x.png",
        "img/poster.png",
        "img/in-style.png",
        "img/in-attribute.png",
        "img/imported.png",
      ].map((name) => [`/prototypes/${name}`, "x"]),
    ),
  });
  const files = new Set(prototypeFilesOf("/prototypes/board.html", publicDir));
  const missed = [
    "/prototypes/upper.js",
    "/prototypes/unquoted.js",
    "/prototypes/img/shot@2x.png",
    "/prototypes/img/poster.png",
    "/prototypes/img/in-style.png",
    "/prototypes/img/in-attribute.png",
    "/prototypes/more.css",
    "/prototypes/img/imported.png",
  ].filter((sitePath) => !files.has(sitePath));
  expect(missed).toEqual([]);
});

test("a link to a folder (the prototypes' index, the home page) is no file of the prototype", () => {
  // The build moves each listed path with renameSync (pipeline/build/separate-private-work.ts): "/" is
  // build/client itself, "/prototypes" every prototype, the site's public one too.
  const publicDir = publicDirWith({
    "/prototypes/board.html": '<a href="./">All prototypes</a> <a href="/">Home</a> <a href="../images/">Images</a>',
    "/prototypes/other.html": "x",
    "/images/cover.png": "x",
  });
  expect(prototypeFilesOf("/prototypes/board.html", publicDir)).toEqual([]);
});
