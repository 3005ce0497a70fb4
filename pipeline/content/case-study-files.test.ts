// A protected case study's files (docs/decisions/016-private-work.md: "at any address, in any file"):
// written in the security review, where a file the body linked to, rather than showed, stayed public.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { makeCaseStudy, makePrototypeSettings } from "#src/lib/test-support/make-case-study.ts";
import { makeSite } from "#src/lib/test-support/make-site.ts";
import { filesOfCaseStudy, filesOnlyProtectedWorkUses, rootNamesInPrivatePrototypes } from "./case-study-files.ts";

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

test("a private prototype naming its own file from the site's root is told to name it relative to its page", () => {
  const publicDir = mkdtempSync(path.join(tmpdir(), "prototype-root-"));
  dirs.push(publicDir);
  mkdirSync(path.join(publicDir, "prototypes/board"), { recursive: true });
  writeFileSync(
    path.join(publicDir, "prototypes/board/index.html"),
    '<script src="/prototypes/board/app.js"></script><link rel="stylesheet" href="board.css">',
  );
  for (const name of ["app.js", "board.css"]) writeFileSync(path.join(publicDir, "prototypes/board", name), "x");
  const caseStudy = makeCaseStudy({
    slug: "board",
    visibility: "protected",
    prototype: makePrototypeSettings({ src: "/prototypes/board/index.html" }),
  });
  const previous = process.env.PUBLIC_DIR;
  process.env.PUBLIC_DIR = publicDir;
  try {
    const content = { site: makeSite(), caseStudies: [{ file: bodyFile("Text."), caseStudy }] };
    expect(rootNamesInPrivatePrototypes(content)).toEqual([
      "/prototypes/board/index.html names /prototypes/board/app.js from the site's root, which its private frame cannot load: write it relative to the page, as app.js",
    ]);
    // Public, the same prototype loads with no frame address: nothing to say.
    const open = { ...caseStudy, visibility: "public" as const };
    expect(rootNamesInPrivatePrototypes({ ...content, caseStudies: [{ file: bodyFile("Text."), caseStudy: open }] })).toEqual([]);
  } finally {
    if (previous === undefined) delete process.env.PUBLIC_DIR;
    else process.env.PUBLIC_DIR = previous;
  }
});

test("a file at the root of public/, such as the site's icon, stays public whoever names it", () => {
  const named = bodyFile("![The icon](/favicon.svg)\n\n![The plan](/images/plan-only-here.png)");
  const caseStudy = makeCaseStudy({ slug: "secret", visibility: "protected" });
  const content = { site: makeSite(), caseStudies: [{ file: named, caseStudy }] };
  const onlyProtected = filesOnlyProtectedWorkUses(content);
  expect([onlyProtected.has("/favicon.svg"), onlyProtected.has("/images/plan-only-here.png")]).toEqual([false, true]);
});

test("a file the Links section leads to is one of the case study's files; site.yaml's links keep theirs public", () => {
  const secret = makeCaseStudy({
    slug: "secret",
    visibility: "protected",
    links: [
      { label: "The deck", href: "/files/board-deck.pdf" },
      { label: "The CV", href: "/files/cv.pdf" },
      { label: "A page", href: "/about" },
    ],
  });
  expect(filesOfCaseStudy(bodyFile("Text."), secret)).toEqual(expect.arrayContaining(["/files/board-deck.pdf", "/files/cv.pdf"]));
  const site = makeSite({ links: [{ label: "CV", href: "/files/cv.pdf" }] });
  const onlyProtected = filesOnlyProtectedWorkUses({ site, caseStudies: [{ file: bodyFile("Text."), caseStudy: secret }] });
  // The deck moves with the protected case study; the CV stays public, since site.yaml links to it too.
  expect(onlyProtected.has("/files/board-deck.pdf")).toBe(true);
  expect(onlyProtected.has("/files/cv.pdf")).toBe(false);
  expect(onlyProtected.has("/about")).toBe(false);
});
