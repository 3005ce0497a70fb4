// `npm run check:imports`: lists every import between the project's files that breaks the import
// rules (import-rules.ts) or is spelled otherwise than they are written (import-spelling.ts), and
// exits 1 when there is one.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ruleBrokenBy } from "./import-rules.ts";
import { joinSpecifier, readSubpathPrefixes, type SubpathPrefixes, spellingRuleBrokenBy } from "./import-spelling.ts";
import { listSourceFiles, readImports } from "./read-imports.ts";

export interface ImportViolation {
  file: string;
  line: number;
  specifier: string;
  /** The imported path, relative to the root, with the extension it resolves to when the file exists. */
  target: string;
  rule: string;
}

// The extensions and index files TypeScript (moduleResolution "bundler") tries for an extensionless specifier.
const RESOLVED_SUFFIXES = ["", ".ts", ".tsx", ".d.ts", "/index.ts", "/index.tsx"];

/** Every import in the TypeScript files under `root` that breaks a rule, in file and line order. */
export function findImportViolations(root: string): ImportViolation[] {
  const violations: ImportViolation[] = [];
  const prefixes = readSubpathPrefixes(root);
  for (const file of listSourceFiles(root)) {
    for (const { specifier, text, line, isRuntimeAddress } of readImports(file, readFileSync(path.join(root, file), "utf8"))) {
      if (isRuntimeAddress) continue;
      if (specifier === undefined) {
        // Only src/ and server/ have rules, and there an import the guard cannot read is one it cannot vouch for.
        if (/^(src|server)\//.test(file)) {
          violations.push({
            file,
            line,
            specifier: text,
            target: "?",
            rule: "An import in src/ or server/ names its module with a string literal, so the import rules can be checked.",
          });
        }
        continue;
      }
      const target = resolveTarget(root, file, specifier, prefixes);
      if (target === undefined) {
        if (specifier.startsWith("#")) {
          const rule = `"${specifier}" matches no "#…/*" entry of package.json's "imports".`;
          violations.push({ file, line, specifier, target: "?", rule });
        }
        continue;
      }
      for (const rule of [spellingRuleBrokenBy(file, specifier, target, prefixes), ruleBrokenBy(file, target)]) {
        if (rule) violations.push({ file, line, specifier, target, rule });
      }
    }
  }
  return violations;
}

/** The file a relative or `#` specifier names, or undefined for a package. */
function resolveTarget(root: string, file: string, specifier: string, prefixes: SubpathPrefixes): string | undefined {
  const joined = joinSpecifier(file, specifier, prefixes);
  if (joined === undefined) return undefined;
  // Not found, e.g. React Router's generated ./+types/<route>: judged by its place all the same.
  return (
    RESOLVED_SUFFIXES.map((suffix) => joined + suffix).find((candidate) =>
      statSync(path.join(root, candidate), { throwIfNoEntry: false })?.isFile(),
    ) ?? joined
  );
}

export function formatViolation({ file, line, specifier, target, rule }: ImportViolation): string {
  return `${file}:${line} imports "${specifier}" (${target})\n  ${rule}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = path.resolve(import.meta.dirname, "../..");
  const violations = findImportViolations(root);
  if (violations.length === 0) {
    console.log("Imports follow the rules.");
  } else {
    console.error(`${violations.length} import${violations.length === 1 ? " breaks" : "s break"} the import rules:\n`);
    console.error(violations.map(formatViolation).join("\n\n"));
    process.exit(1);
  }
}
