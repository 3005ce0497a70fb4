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

/** An MDX file's frontmatter as data and its body as text; throws on invalid YAML, as parseYaml does. */
export function splitFrontmatter(fileText: string): { data: unknown; body: string } {
  // Passing options also keeps gray-matter from caching, which would hand back stale objects in watch mode.
  const { data, content } = matter(fileText, { excerpt: false, engines: { yaml: (text) => (parseYaml(text) ?? {}) as object } });
  return { data, body: content };
}

/** The frontmatter of an MDX file as data; throws on invalid YAML, as parseYaml does. */
export function readFrontmatter(fileText: string): unknown {
  return splitFrontmatter(fileText).data;
}
