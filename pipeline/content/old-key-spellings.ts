import path from "node:path";

/**
 * docs/product.md#case-study-fields: the owner's keys are camelCase, nested under `prototype` as in
 * content/site.yaml. Case studies written before that still use these spellings; they keep building
 * (with a warning) so that no owner's site breaks on update.
 */
export const OLD_KEY_SPELLINGS: readonly { old: string; now: readonly [string] | readonly [string, string] }[] = [
  { old: "cover_alt", now: ["coverAlt"] },
  { old: "problem_image", now: ["problemImage"] },
  { old: "problem_image_alt", now: ["problemImageAlt"] },
  { old: "prototypeFile", now: ["prototype", "file"] },
  { old: "prototypeTitle", now: ["prototype", "title"] },
];

export interface Respelled {
  /** The frontmatter with every old key moved to its new place; what the schema reads. */
  data: unknown;
  /** One line per old key: 'content/case-studies/x.mdx: cover_alt is now coverAlt (the old spelling still works)'. */
  warnings: string[];
  /** One line per key written both ways: the file has to say which value it means. */
  problems: string[];
}

/** A YAML mapping, as parsed: what a key can be moved within. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Moves the old spellings of `file`'s frontmatter to the new ones, saying what it moved. */
export function respellOldKeys(file: string, data: unknown): Respelled {
  if (!isRecord(data)) return { data, warnings: [], problems: [] };
  const where = path.relative(process.cwd(), file) || file;
  const fields: Record<string, unknown> = { ...data };
  if (isRecord(fields.prototype)) fields.prototype = { ...fields.prototype };
  const warnings: string[] = [];
  const problems: string[] = [];
  for (const { old, now } of OLD_KEY_SPELLINGS) {
    if (!(old in fields)) continue;
    const value = fields[old];
    delete fields[old];
    const newKey = now.join(".");
    const [first, second] = now;
    // A `prototype` that is not a mapping is the schema's to report; the old key has nowhere to go.
    const parent = second === undefined ? fields : fields[first] === undefined ? {} : fields[first];
    if (!isRecord(parent)) continue;
    const key = second ?? first;
    if (key in parent) {
      problems.push(`${where}: ${old} and ${newKey} are the same field; keep ${newKey} and remove ${old}`);
      continue;
    }
    parent[key] = value;
    if (second !== undefined) fields[first] = parent;
    warnings.push(`${where}: ${old} is now ${newKey} (the old spelling still works)`);
  }
  return { data: fields, warnings, problems };
}
