import { existsSync } from "node:fs";
import path from "node:path";
import { bodyFilesOf } from "./case-study-files.ts";
import { publicFileOf } from "./content-dir.ts";
import type { CaseStudyReferences } from "./frontmatter-references.ts";
import type { Content } from "./load-content.ts";

function where(file: string): string {
  return path.relative(process.cwd(), file) || file;
}

/**
 * Every file the content points at must exist under public/: covers, problem images, posters,
 * prototypes, the avatar, quote pictures and the images in bodies. A missing one would be a
 * broken image on the site, so the build and `npm run check` both refuse it.
 */
export function checkReferences(
  content: Partial<Content>,
  contentDir: string,
  publicDir: string,
  /** Also these: case studies whose frontmatter has problems, read as far as it goes. */
  flawedCaseStudies: ({ file: string } & CaseStudyReferences)[] = [],
): string[] {
  const problems: string[] = [];
  // `field` as the content errors name it, with whether it may be left out (docs/product.md#content).
  const expectFile = (owner: string, field: string, sitePath: string | undefined) => {
    if (!sitePath?.startsWith("/")) return;
    const file = publicFileOf(publicDir, sitePath);
    if (!existsSync(file)) problems.push(`${owner}: ${field}: ${sitePath} does not exist (expected ${where(file)})`);
  };
  const required = (name: string) => `field "${name}" (required)`;
  const optional = (name: string) => `field "${name}" (optional)`;
  const expectPrototype = (
    owner: string,
    field: string,
    src: string | undefined,
    posters: Record<string, string | undefined> = {},
  ) => {
    expectFile(owner, optional(field), src);
    for (const [mode, poster] of Object.entries(posters)) expectFile(owner, optional(`prototype.posters.${mode}`), poster);
  };

  const { site, caseStudies = [] } = content;
  if (site) {
    const siteFile = where(path.join(contentDir, "site.yaml"));
    expectFile(siteFile, required("avatar.src"), site.avatar.src);
    for (const [index, quote] of site.quotes.entries()) expectFile(siteFile, optional(`quotes[${index}].picture`), quote.picture);
    expectPrototype(siteFile, "prototype.file", site.prototype?.src, site.prototype?.posters);
  }

  const everyCaseStudy = [...caseStudies, ...flawedCaseStudies.map(({ file, ...caseStudy }) => ({ file, caseStudy }))];
  for (const { file, caseStudy } of everyCaseStudy) {
    const owner = where(file);
    expectFile(owner, required("cover"), caseStudy.cover);
    expectFile(owner, optional("problemImage"), caseStudy.problemImage?.src);
    expectPrototype(owner, "prototype.file", caseStudy.prototype?.src, caseStudy.prototype?.posters);
    for (const sitePath of bodyFilesOf(file)) expectFile(owner, "the body", sitePath);
  }
  return problems;
}
