import { readFileSync } from "node:fs";
import path from "node:path";
import { isListed, type Visibility } from "#src/lib/content-model/visibility.ts";
import { resolvePublicDir } from "./content-dir.ts";
import type { CaseStudyReferences } from "./frontmatter-references.ts";
import type { Content } from "./load-content.ts";
import { prototypeFilesOf, prototypeReferencesOf } from "./prototype-files.ts";

// Site paths written in a case study's body: ![alt](/images/x.png) and [a link](/files/x.pdf),
// src="/images/x.png" and href="/files/x.pdf", a <Compare>'s before="…" and after="…", and a <Video>'s
// src, poster and captions.
const BODY_PATH = /!?\[[^\]]*\]\((\/[^)\s]+)|\b(?:src|href|before|after|poster|captions)=["'](\/[^"']+)["']/g;
// A file has an extension; /about or /case-studies/x is one of the site's pages.
const FILE_PATH = /\/[^/?#]+\.[a-z0-9]+(?:[?#].*)?$/i;

/** The files under public/ a list of links leads to (a case study's `links`, site.yaml's), as written. */
function linkedFilesOf(links: readonly { href: string }[] = []): string[] {
  return links.map(({ href }) => href).filter((sitePath) => sitePath.startsWith("/") && FILE_PATH.test(sitePath));
}

/** The files under public/ a case study's body shows or links to, by their site paths as written. */
export function bodyFilesOf(file: string): string[] {
  return [...readFileSync(file, "utf8").matchAll(BODY_PATH)]
    .flatMap(([, markdown, attribute]) => markdown ?? attribute ?? [])
    .filter((sitePath) => FILE_PATH.test(sitePath));
}

/**
 * Every site path under public/ a case study names, by its frontmatter or its body, as written, and
 * the files its prototype's page uses.
 */
export function filesOfCaseStudy(file: string, caseStudy: CaseStudyReferences, publicDir = resolvePublicDir()): string[] {
  const { cover, problemImage, prototype, links } = caseStudy;
  const named = [
    cover,
    ...linkedFilesOf(links),
    problemImage?.src,
    prototype?.src,
    ...prototypeFilesOf(prototype?.src, publicDir),
    ...Object.values(prototype?.posters ?? {}),
    ...bodyFilesOf(file),
  ];
  return named.filter((sitePath): sitePath is string => sitePath?.startsWith("/") ?? false);
}

/**
 * The files only case studies of the given kinds name, and no other case study or site.yaml: a file
 * public work also names stays public (docs/decisions/016-private-work.md).
 */
function filesOnlyUsedBy(
  { site, caseStudies }: Pick<Content, "site" | "caseStudies">,
  isTheirs: (caseStudy: { visibility: Visibility }) => boolean,
): Set<string> {
  const others = new Set<string>([
    site.avatar.src,
    ...site.quotes.flatMap((quote) => quote.picture ?? []),
    ...linkedFilesOf(site.links),
  ]);
  const { prototype } = site;
  for (const sitePath of [
    prototype?.src,
    ...prototypeFilesOf(prototype?.src, resolvePublicDir()),
    ...Object.values(prototype?.posters ?? {}),
  ])
    if (sitePath) others.add(sitePath);
  const theirs = new Set<string>();
  for (const { file, caseStudy } of caseStudies) {
    for (const sitePath of filesOfCaseStudy(file, caseStudy)) (isTheirs(caseStudy) ? theirs : others).add(sitePath);
  }
  // A file at the root of public/ (favicon.svg) is the site's own, whoever names it: it stays where it is.
  return new Set([...theirs].filter((sitePath) => !others.has(sitePath) && sitePath.lastIndexOf("/") > 0));
}

/** The files only unlisted or protected work names: their paths stay out of every module the public pages load. */
export const filesOnlyUnlistedWorkUses = (content: Pick<Content, "site" | "caseStudies">) =>
  filesOnlyUsedBy(content, (caseStudy) => !isListed(caseStudy));

/** The files only protected work names: moved out of the public output with its pages. */
export const filesOnlyProtectedWorkUses = (content: Pick<Content, "site" | "caseStudies">) =>
  filesOnlyUsedBy(content, (caseStudy) => caseStudy.visibility === "protected");

// Every prototype of this site may load the viewer's own helper (content/README.md#adding-a-prototype):
// it holds nothing of the owner's, so nobody needs telling that it stays public.
const VIEWER_BRIDGE = "/prototypes/viewer-bridge.js";

/**
 * For the owner (`npm run check` and the build say it): each file a protected case study names that
 * stays public, because public or unlisted work or site.yaml names it too, as a line naming both.
 */
export function sharedFilesOfProtectedWork(content: Pick<Content, "site" | "caseStudies">): string[] {
  const onlyProtected = filesOnlyProtectedWorkUses(content);
  return content.caseStudies.flatMap(({ file, caseStudy }) => {
    if (caseStudy.visibility !== "protected") return [];
    const shared = [...new Set(filesOfCaseStudy(file, caseStudy))].filter(
      (sitePath) => !onlyProtected.has(sitePath) && sitePath !== VIEWER_BRIDGE,
    );
    return shared.map(
      (sitePath) =>
        `${path.relative(process.cwd(), file)}: ${sitePath} stays public, since public work or site.yaml shows it too; give this case study its own copy to keep it private`,
    );
  });
}

/**
 * For the owner (`npm run check` and the build say it): each file a private prototype names from the
 * site's root. Its frame asks for files without a cookie, under the frame's own address, so only names
 * relative to the prototype's page load there (docs/decisions/016-private-work.md, "Private prototypes").
 */
export function rootNamesInPrivatePrototypes(content: Pick<Content, "site" | "caseStudies">): string[] {
  const onlyProtected = filesOnlyProtectedWorkUses(content);
  const prototypes = new Set(
    content.caseStudies.flatMap(({ caseStudy }) => {
      const src = caseStudy.prototype?.src;
      return caseStudy.visibility === "protected" && src && onlyProtected.has(src) ? [src] : [];
    }),
  );
  return [...prototypes].flatMap((src) =>
    prototypeReferencesOf(src, resolvePublicDir())
      .filter(({ written }) => written.startsWith("/") && onlyProtected.has(written.split(/[?#]/)[0] ?? ""))
      .map(
        ({ written, sitePath }) =>
          `${src} names ${written} from the site's root, which its private frame cannot load: write it relative to the page, as ${path.posix.relative(path.posix.dirname(src), sitePath)}`,
      ),
  );
}
