import path from "node:path";
import { isRecord } from "./old-key-spellings.ts";

/**
 * docs/product.md#site-identity: `links` in site.yaml is an ordered list of label and href. Sites
 * written before had a map of four keys (email, git, medium, linkedin); it keeps building, in the
 * order the old row showed, with one warning line naming the new spelling, as old frontmatter keys do
 * (pipeline/content/old-key-spellings.ts).
 */
const OLD_LINK_LABELS: Readonly<Record<string, string>> = { email: "Email", git: "Git", medium: "Medium", linkedin: "LinkedIn" };

/** A key the old map did not know keeps its place after the four, labelled as written: dribbble -> Dribbble. */
const labelOf = (key: string) => OLD_LINK_LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1);

/** site.yaml's data with an old `links` map turned into the list, and the line that says so. */
export function respellSiteLinks(file: string, data: unknown): { data: unknown; warnings: string[] } {
  if (!isRecord(data) || !isRecord(data.links)) return { data, warnings: [] };
  const written = data.links;
  const keys = [
    ...Object.keys(OLD_LINK_LABELS).filter((key) => key in written),
    ...Object.keys(written).filter((key) => !(key in OLD_LINK_LABELS)),
  ];
  const links = keys.map((key) => ({ label: labelOf(key), href: written[key] }));
  const where = path.relative(process.cwd(), file) || file;
  const example = links[0] ? ` (- label: ${links[0].label}, href: ${String(links[0].href)})` : "";
  return {
    data: { ...data, links },
    warnings: [`${where}: links is now a list of label and href${example}; the old map of keys still works`],
  };
}
