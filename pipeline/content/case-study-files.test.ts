// A protected case study's files (docs/decisions/016-private-work.md: "at any address, in any file"):
// written in the security review, where a file the body linked to, rather than showed, stayed public.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { makeCaseStudy } from "#src/lib/test-support/make-case-study.ts";
import { makeSite } from "#src/lib/test-support/make-site.ts";
import { filesOfCaseStudy, privatePrototypeProblems } from "./case-study-files.ts";

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

test("a prototype of this site that only protected work shows is refused, naming the file and the field", () => {
  // site.yaml shows this one on the home page: public, whoever else shows it.
  const site = makeSite({ prototype: { ...makeSite().prototype, src: "/prototypes/recipient-cards.html" } });
  const withPrototype = (slug: string, src: string) => ({
    file: bodyFile("Text."),
    caseStudy: makeCaseStudy({ slug, visibility: "protected", prototype: { ...makeCaseStudy().prototype, src } }),
  });
  const own = withPrototype("own", "/prototypes/board-merger.html");
  const shared = withPrototype("shared", "/prototypes/recipient-cards.html");
  const problems = privatePrototypeProblems({ site, caseStudies: [own, shared] });
  expect(problems).toEqual([
    expect.stringContaining('field "prototype.file": /prototypes/board-merger.html is shown only by protected work'),
  ]);
  // The same prototype on a public case study as well: public, so nothing to refuse.
  const open = { ...withPrototype("open", "/prototypes/board-merger.html"), caseStudy: makeCaseStudy({ slug: "open" }) };
  open.caseStudy.prototype = own.caseStudy.prototype;
  expect(privatePrototypeProblems({ site, caseStudies: [own, open] })).toEqual([]);
});
