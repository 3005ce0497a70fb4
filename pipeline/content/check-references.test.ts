import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { checkReferences } from "./check-references.ts";
import { DEFAULT_CONTENT_DIR, loadContent } from "./load-content.ts";

const PUBLIC_DIR = path.resolve(import.meta.dirname, "../../public");
const root = mkdtempSync(path.join(tmpdir(), "references-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

test("the real content points only at files that exist", () => {
  expect(checkReferences(loadContent(), DEFAULT_CONTENT_DIR, PUBLIC_DIR)).toEqual([]);
});

test("names the file and field of every missing image, poster and prototype, in frontmatter and body", () => {
  const contentDir = path.join(root, "content");
  mkdirSync(path.join(contentDir, "case-studies"), { recursive: true });
  cpSync(path.join(DEFAULT_CONTENT_DIR, "site.yaml"), path.join(contentDir, "site.yaml"));
  const real = readFileSync(path.join(DEFAULT_CONTENT_DIR, "case-studies/appointment-booking-recipient-cards.mdx"), "utf8");
  const broken = real
    .replace("slug: appointment-booking-recipient-cards", "slug: broken")
    .replace("cover: /images/case-studies/recipient-cards-cover.svg", "cover: /images/case-studies/missing-cover.svg")
    .replace("  file: recipient-cards", "  file: missing-prototype")
    .replace("desktop: /images/prototypes/recipient-cards-desktop.png", "desktop: /images/prototypes/gone.png")
    .concat("\n![A missing sketch](/images/case-studies/sketch.png)\n")
    .concat('\n<Video src="/videos/gone.webm" poster="/images/gone-poster.png" captions="/videos/gone.vtt" />\n');
  writeFileSync(path.join(contentDir, "case-studies/broken.mdx"), broken);

  const problems = checkReferences(loadContent(contentDir), contentDir, PUBLIC_DIR);
  expect(problems).toEqual([
    expect.stringMatching(/broken\.mdx: field "cover" \(required\): \/images\/case-studies\/missing-cover\.svg does not exist/),
    expect.stringMatching(
      /broken\.mdx: field "prototype\.file" \(optional\): \/prototypes\/missing-prototype\.html does not exist/,
    ),
    expect.stringMatching(
      /broken\.mdx: field "prototype\.posters\.desktop" \(optional\): \/images\/prototypes\/gone\.png does not exist/,
    ),
    expect.stringMatching(/broken\.mdx: the body: \/images\/case-studies\/sketch\.png does not exist/),
    expect.stringMatching(/broken\.mdx: the body: \/videos\/gone\.webm does not exist/),
    expect.stringMatching(/broken\.mdx: the body: \/images\/gone-poster\.png does not exist/),
    expect.stringMatching(/broken\.mdx: the body: \/videos\/gone\.vtt does not exist/),
  ]);
});
