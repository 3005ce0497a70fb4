import { readdirSync } from "node:fs";
import path from "node:path";
import { type ESTree, parseSync, Visitor } from "vite";

/** One module specifier in a file: `specifier` is undefined for `import(expression)`, which names no fixed module. */
export interface ImportReference {
  specifier: string | undefined;
  /** The specifier as written, for reports: the string, or the expression's source text. */
  text: string;
  line: number;
  /**
   * `import(/* @vite-ignore *\/ address)`: an address the page learns at run time (a case study's body
   * chunk, from its route data), not one of the project's modules.
   */
  isRuntimeAddress?: true;
}

const SOURCE_EXTENSIONS = [".ts", ".tsx", ".mts", ".cts"];
// Installed, built or generated files (at the root: pipeline/build is code), and what is not this
// project's code: bench/floor is a separate app (the framework floor the benchmark builds), and the
// fixtures break the rules on purpose.
const SKIPPED_PATHS = new Set([
  "build",
  "data",
  "test-results",
  "playwright-report",
  "bench/floor",
  "scripts/import-rules/fixtures",
]);

/** Every TypeScript file under `root`, as a `/`-separated path relative to it, sorted. */
export function listSourceFiles(root: string, folder = ""): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      // Dot folders: .git, .react-router (generated route types), .tmp, .ci.
      if (entry.name.startsWith(".") || entry.name === "node_modules" || SKIPPED_PATHS.has(relative)) continue;
      files.push(...listSourceFiles(root, relative));
    } else if (SOURCE_EXTENSIONS.some((extension) => entry.name.endsWith(extension))) {
      files.push(relative);
    }
  }
  return files.sort();
}

type SpecifierNode = ESTree.Expression | ESTree.StringLiteral;
// Filled by one synchronous visit and emptied right after it. The visitor lives at module level
// because inside a function Biome takes its keys, the syntax nodes' PascalCase names, for components.
const visitedSpecifiers: SpecifierNode[] = [];
const SPECIFIER_VISITOR = new Visitor({
  ImportDeclaration: (node) => visitedSpecifiers.push(node.source),
  ExportAllDeclaration: (node) => visitedSpecifiers.push(node.source),
  ExportNamedDeclaration: (node) => node.source && visitedSpecifiers.push(node.source),
  ImportExpression: (node) => visitedSpecifiers.push(node.source),
  TSImportType: (node) => visitedSpecifiers.push(node.source),
  TSExternalModuleReference: (node) => visitedSpecifiers.push(node.expression),
});

/**
 * The module specifiers of one file: `import … from`, `import "…"`, `export … from`, `import(…)`,
 * and the TypeScript-only `import("…").Type` and `import x = require("…")`; type-only imports count
 * too, since they tie one folder to another as much as value imports do.
 *
 * Read with a real parser (Oxc, which Vite exports as `parseSync`) rather than es-module-lexer or a
 * regular expression: es-module-lexer reads JavaScript only and stops at JSX (`</p>` looks like a
 * regular expression to it), Node 20 has no `stripTypeScriptTypes` to turn TSX into JavaScript
 * first, and a regular expression also matches `import("/assets/x.js")` inside the HTML in a
 * template literal, as several tests here hold.
 */
export function readImports(file: string, source: string): ImportReference[] {
  const { program, errors } = parseSync(file, source);
  if (errors.length > 0) throw new Error(`${file} does not parse: ${errors[0]?.message}`);
  SPECIFIER_VISITOR.visit(program);
  return visitedSpecifiers.splice(0).map((node) => {
    const specifier = staticSpecifier(node);
    const reference = { specifier, text: specifier ?? source.slice(node.start, node.end), line: lineAt(source, node.start) };
    const isRuntimeAddress = specifier === undefined && VITE_IGNORE_BEFORE.test(source.slice(0, node.start));
    return isRuntimeAddress ? { ...reference, isRuntimeAddress } : reference;
  });
}

const VITE_IGNORE_BEFORE = /\/\*\s*@vite-ignore\s*\*\/\s*$/;

function staticSpecifier(node: SpecifierNode): string | undefined {
  if (node.type === "Literal" && typeof node.value === "string") return node.value;
  if (node.type === "TemplateLiteral" && node.expressions.length === 0) return node.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}

function lineAt(source: string, offset: number): number {
  let line = 1;
  for (let index = source.indexOf("\n"); index !== -1 && index < offset; index = source.indexOf("\n", index + 1)) line++;
  return line;
}
