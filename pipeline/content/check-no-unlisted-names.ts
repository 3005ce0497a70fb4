import type { Rollup } from "vite";
import type { CaseStudySource } from "./load-content.ts";

/**
 * A tripwire after the browser's build (docs/decisions/016-private-work.md): no JavaScript other than a
 * body's own chunk may name an unlisted or protected case study, by its title or its address. Stops
 * the build, naming the chunk, rather than publish a leak.
 */
export function checkNoUnlistedNames(
  bundle: Rollup.OutputBundle,
  caseStudies: readonly CaseStudySource[],
  bodyChunkUrls: ReadonlySet<string>,
  base: string,
): void {
  const unlisted = caseStudies.map(({ caseStudy }) => caseStudy).filter((caseStudy) => caseStudy.visibility !== "public");
  if (unlisted.length === 0) return;
  for (const output of Object.values(bundle)) {
    if (output.type !== "chunk" || bodyChunkUrls.has(`${base}${output.fileName}`)) continue;
    for (const { slug, title } of unlisted) {
      const names = [`case-studies/${slug}`, title, JSON.stringify(title).slice(1, -1)];
      const found = names.find((name) => output.code.includes(name));
      if (found) {
        throw new Error(
          `${output.fileName} names the ${slug} case study ("${found}"), which is not public: only its own page may.`,
        );
      }
    }
  }
}
