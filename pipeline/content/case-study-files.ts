import { readFileSync } from "node:fs";
import { isListed } from "#src/lib/content-model/visibility.ts";
import type { CaseStudyReferences } from "./frontmatter-references.ts";
import type { Content } from "./load-content.ts";

// Files written in a case study's body: ![alt](/images/x.png), src="/images/x.png", a <Compare>'s
// before="…" and after="…", and a <Video>'s src, poster and captions.
const BODY_FILE = /!\[[^\]]*\]\((\/[^)\s]+)|\b(?:src|before|after|poster|captions)=["'](\/[^"']+)["']/g;

/** The site paths a case study's body names, as written. */
export function bodyFilesOf(file: string): string[] {
  return [...readFileSync(file, "utf8").matchAll(BODY_FILE)].flatMap(([, markdown, attribute]) => markdown ?? attribute ?? []);
}

/** Every site path under public/ a case study names, by its frontmatter or its body, as written. */
export function filesOfCaseStudy(file: string, caseStudy: CaseStudyReferences): string[] {
  const { cover, problemImage, prototype } = caseStudy;
  const named = [cover, problemImage?.src, prototype.src, ...Object.values(prototype.posters), ...bodyFilesOf(file)];
  return named.filter((sitePath): sitePath is string => sitePath?.startsWith("/") ?? false);
}

/**
 * The files only unlisted or protected case studies name: their paths stay out of every module the
 * public pages load (docs/decisions/016-private-work.md). A file public work or site.yaml also names is public.
 */
export function filesOnlyUnlistedWorkUses({ site, caseStudies }: Pick<Content, "site" | "caseStudies">): Set<string> {
  const listed = new Set<string>([site.avatar.src, ...site.quotes.flatMap((quote) => quote.picture ?? [])]);
  for (const sitePath of [site.prototype.src, ...Object.values(site.prototype.posters)]) if (sitePath) listed.add(sitePath);
  const unlisted = new Set<string>();
  for (const { file, caseStudy } of caseStudies) {
    for (const sitePath of filesOfCaseStudy(file, caseStudy)) (isListed(caseStudy) ? listed : unlisted).add(sitePath);
  }
  return new Set([...unlisted].filter((sitePath) => !listed.has(sitePath)));
}
