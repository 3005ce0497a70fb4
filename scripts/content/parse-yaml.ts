import matter from "gray-matter";
import { parse } from "yaml";

/**
 * The one YAML reader of content/ (docs/decisions/002-content-pipeline.md): the `yaml` package, YAML 1.2,
 * for site.yaml and, as gray-matter's engine, for frontmatter. So both read a value the same way: a
 * date such as 2024-07-01 stays the text written, and `yes` or `010` stay what they look like.
 */
export function parseYaml(text: string): unknown {
  return parse(text);
}

/** The frontmatter of an MDX file as data; throws on invalid YAML, as parseYaml does. */
export function readFrontmatter(fileText: string): unknown {
  // Passing options also keeps gray-matter from caching, which would hand back stale objects in watch mode.
  return matter(fileText, { excerpt: false, engines: { yaml: (text) => (parseYaml(text) ?? {}) as object } }).data;
}
