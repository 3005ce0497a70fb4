// Lists every broken link between the repository's Markdown files (a missing file or `#anchor`) and every
// `docs/….md` or `docs/….md#anchor` named in a code comment that does not exist; exits 1 when there is one.
// Run by its unit test, so `npm test` fails on a broken link (docs/testing.md#the-link-check).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { readAnchors, readMarkdownLinks } from "./read-markdown.ts";

export interface BrokenLink {
  file: string;
  line: number;
  link: string;
  problem: string;
}

// Never the project's own writing: installed packages, build output, test fixtures and git's data.
const SKIPPED_FOLDERS = new Set(["node_modules", "build", "fixtures", "coverage", "test-results", "playwright-report"]);
// The decision records' template links to placeholders (NNN-title.md) on purpose.
const SKIPPED_FILES = new Set(["docs/decisions/000-template.md"]);
const CODE_FOLDERS = ["src", "server", "pipeline", "scripts", "bench"];
const CODE_FILE = /\.(ts|tsx|css)$/;
// Comments only: a test may hold such a path in a string as data.
const COMMENT = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
const DOCS_REFERENCE = /docs\/[\w./-]*?\.md(?:#[\w-]+)?/g;

/** Every broken link under `root`, in file and line order. */
export function findBrokenLinks(root: string): BrokenLink[] {
  const broken: BrokenLink[] = [];
  const anchorsByFile = new Map<string, Set<string>>();
  const anchorsOf = (file: string) => {
    let anchors = anchorsByFile.get(file);
    if (!anchors) {
      anchors = readAnchors(readFileSync(path.join(root, file), "utf8"));
      anchorsByFile.set(file, anchors);
    }
    return anchors;
  };
  const check = (file: string, line: number, link: string, target: string) => {
    const [targetPath, anchor] = splitAnchor(target);
    const stats = statSync(path.join(root, targetPath), { throwIfNoEntry: false });
    if (!stats) broken.push({ file, line, link, problem: `no such file: ${targetPath}` });
    else if (anchor !== undefined && stats.isFile() && targetPath.endsWith(".md") && !anchorsOf(targetPath).has(anchor))
      broken.push({ file, line, link, problem: `no heading "#${anchor}" in ${targetPath}` });
  };

  for (const file of listFiles(root, ".")) {
    if (SKIPPED_FILES.has(file)) continue;
    if (file.endsWith(".md")) {
      for (const { target, line } of readMarkdownLinks(readFileSync(path.join(root, file), "utf8"))) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:, …: outside the repository
        const resolved = target.startsWith("#")
          ? file + target
          : path.posix.join(target.startsWith("/") ? "" : path.posix.dirname(file), decodeURI(target));
        check(file, line, target, resolved);
      }
    } else if (CODE_FILE.test(file) && CODE_FOLDERS.includes(file.split("/")[0] ?? "")) {
      const text = readFileSync(path.join(root, file), "utf8");
      for (const comment of text.matchAll(COMMENT)) {
        for (const reference of comment[0].matchAll(DOCS_REFERENCE)) {
          const offset = (comment.index ?? 0) + (reference.index ?? 0);
          check(file, lineAt(text, offset), reference[0], reference[0]);
        }
      }
    }
  }
  return broken;
}

function splitAnchor(target: string): [string, string | undefined] {
  const hash = target.indexOf("#");
  return hash === -1 ? [target, undefined] : [target.slice(0, hash), target.slice(hash + 1)];
}

function lineAt(text: string, offset: number): number {
  return text.slice(0, offset).split("\n").length;
}

/** Files under `folder`, relative to `root` with forward slashes, sorted. */
function listFiles(root: string, folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const relative = folder === "." ? entry.name : `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        return entry.name.startsWith(".") || SKIPPED_FOLDERS.has(entry.name) ? [] : listFiles(root, relative);
      }
      return entry.isFile() ? [relative] : [];
    });
}

export function formatBrokenLink({ file, line, link, problem }: BrokenLink): string {
  return `${file}:${line} links to "${link}": ${problem}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const broken = findBrokenLinks(process.cwd());
  for (const link of broken) console.log(formatBrokenLink(link));
  console.log(broken.length === 0 ? "No broken links." : `${broken.length} broken links.`);
  process.exitCode = broken.length === 0 ? 0 : 1;
}
