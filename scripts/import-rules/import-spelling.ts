// How an import between the project's files is written (docs/architecture.md#import-rules): inside a
// top-level folder by a relative path, across folders by the folder's subpath import from package.json
// ("#src/…", "#server/…", "#root/vite.config.ts" for a file at the root), and always with the extension,
// so the same file reads the same from everywhere and Node, Vite and TypeScript all find it unaided.
import { readFileSync } from "node:fs";
import path from "node:path";

/** package.json's `"imports"` patterns of the form `"#name/*": "./folder/*"`, as prefixes: `#name/` → `folder/`. */
export type SubpathPrefixes = ReadonlyMap<string, string>;

export function readSubpathPrefixes(root: string): SubpathPrefixes {
  const prefixes = new Map<string, string>();
  let imports: unknown;
  try {
    imports = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).imports;
  } catch {
    return prefixes;
  }
  for (const [pattern, target] of Object.entries(imports ?? {})) {
    if (typeof target !== "string" || !pattern.endsWith("/*") || !target.startsWith("./") || !target.endsWith("*")) {
      continue;
    }
    prefixes.set(pattern.slice(0, -1), target.slice(2, -1));
  }
  return prefixes;
}

/** A query Vite reads (`?url`, `?raw`, …) names the same file. */
export const withoutQuery = (specifier: string) => specifier.replace(/\?.*$/, "");

/** The root-relative path a relative or `#` specifier names, or undefined for a package or an unknown `#` name. */
export function joinSpecifier(file: string, specifier: string, prefixes: SubpathPrefixes): string | undefined {
  const bare = withoutQuery(specifier);
  if (bare.startsWith(".")) return path.posix.join(path.posix.dirname(file), bare);
  for (const [prefix, folder] of prefixes) {
    if (bare.startsWith(prefix)) return path.posix.normalize(folder + bare.slice(prefix.length));
  }
  return undefined;
}

const topFolderOf = (file: string) => (file.includes("/") ? (file.split("/")[0] ?? "") : "");

/** How `file` writes an import of `target`, both relative to the root. */
export function expectedSpelling(file: string, target: string, prefixes: SubpathPrefixes): string | undefined {
  const folder = topFolderOf(target);
  if (folder === topFolderOf(file)) {
    const relative = path.posix.relative(path.posix.dirname(file), target);
    return relative.startsWith(".") ? relative : `./${relative}`;
  }
  for (const [prefix, prefixFolder] of prefixes) {
    if (prefixFolder === (folder ? `${folder}/` : "")) return prefix + target.slice(prefixFolder.length);
  }
  return undefined;
}

// A file extension: what Node needs to load a module by its path.
const HAS_EXTENSION = /\.[a-z0-9]+$/i;

/**
 * The spelling rule `specifier` in `file` breaks, as a sentence, or undefined. `target` is the file it
 * names, with the extension it resolves to when the specifier leaves it out.
 */
export function spellingRuleBrokenBy(
  file: string,
  specifier: string,
  target: string,
  prefixes: SubpathPrefixes,
): string | undefined {
  const bare = withoutQuery(specifier);
  const expected = expectedSpelling(file, target, prefixes);
  if (expected === undefined) {
    const folder = topFolderOf(target) || "the root";
    return `package.json's "imports" has no "#…/*" entry for ${folder}, so nothing outside it can import ${target}.`;
  }
  if (!HAS_EXTENSION.test(bare)) return `An import names its file with the extension: "${expected}".`;
  if (bare === expected) return undefined;
  if (expected.startsWith("#")) {
    return `An import that leaves its top-level folder names the other folder by its subpath import: "${expected}".`;
  }
  return `An import inside a top-level folder is relative: "${expected}".`;
}
