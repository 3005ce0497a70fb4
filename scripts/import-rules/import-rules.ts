// Which of the project's files may import which (README, "How it is built").
// Paths are `/`-separated and relative to the repository root; packages are not judged here.
// src/lib may not import src/components: lib is framework-free helpers, components are React.

/**
 * The layer a path in src/ belongs to: `src/lib`, `src/components`, `src/features/<name>`,
 * `src/routes`, `src` for the top-level files (root, entry, routes.ts), or `src/<folder>` for
 * any other folder (src/styles holds the global stylesheets).
 */
function srcLayerOf(file: string): string {
  const [, folder, name] = file.split("/");
  if (name === undefined) return "src";
  if (folder === "features" && file.split("/").length > 3) return `src/features/${name}`;
  return `src/${folder}`;
}

const isInside = (file: string, folder: string) => file.startsWith(`${folder}/`);
const isTestFile = (file: string) => /\.(test|spec)\.tsx?$/.test(file);
const isTestSupport = (file: string) => file.split("/").includes("test-support");
// The test runners' configs (playwright.config.ts, vitest.config.ts, vitest.cross-browser.config.ts) and the
// benchmarks drive the built site as the tests do, and none of them ship (docs/decisions/012-project-layout.md).
const isTestConfig = (file: string) => /^(playwright|vitest)(\.[\w-]+)?\.config\.ts$/.test(file);
const mayUseTestSupport = (file: string) =>
  isTestFile(file) || isTestSupport(file) || isTestConfig(file) || isInside(file, "bench");
const folderOf = (file: string) => (file.includes("/") ? `${file.split("/")[0]}/` : "the repository's root files");

/** The rule `file` breaks by importing `target`, as a sentence, or undefined when the import is allowed. */
export function ruleBrokenBy(file: string, target: string): string | undefined {
  if (isTestSupport(target) && !mayUseTestSupport(file)) {
    return "Only test files (*.test.ts, *.test.tsx, *.spec.ts), test-support/ files, the test runners' configs and bench/ may import from a test-support/ folder.";
  }
  // Test files and test-support/ files follow the rules of the folder they sit in.
  if (isInside(file, "src")) return srcRuleBrokenBy(file, target);
  if (isInside(file, "server")) return serverRuleBrokenBy(target);
  return undefined;
}

function srcRuleBrokenBy(file: string, target: string): string | undefined {
  if (!isInside(target, "src")) {
    return `src/ imports only src/, not ${folderOf(target)}: server/, pipeline/, scripts/, bench/, tests/ and the root's config files are not part of the app.`;
  }
  const from = srcLayerOf(file);
  const to = srcLayerOf(target);
  if (from === "src" || from === "src/routes") return undefined;
  if (from === "src/lib") {
    return to === "src/lib"
      ? undefined
      : `src/lib imports only src/lib, not ${to}: lib holds framework-free helpers that everything else may use.`;
  }
  if (from === "src/components") {
    return to === "src/lib" || to === "src/components"
      ? undefined
      : `src/components imports only src/lib and src/components, not ${to}: imports flow lib and components -> features -> routes.`;
  }
  if (from.startsWith("src/features/")) {
    if (to === from || to === "src/lib" || to === "src/components") return undefined;
    if (to.startsWith("src/features/")) {
      return `${from} may not import ${to}: features are independent of each other, and a route composes them.`;
    }
    return `${from} imports only src/lib, src/components and its own folder, not ${to}: imports flow lib and components -> features -> routes.`;
  }
  return `${from}/ is none of src's layers (lib/, components/, features/<name>/, routes/, the top-level files), so its files may import nothing in src/.`;
}

function serverRuleBrokenBy(target: string): string | undefined {
  if (isInside(target, "server")) return undefined;
  if (!isInside(target, "src")) {
    return `server/ imports only server/ and src/, not ${folderOf(target)}: pipeline/, scripts/, bench/, tests/ and the root's config files are build and tooling code.`;
  }
  const layer = srcLayerOf(target);
  if ((layer === "src/lib" || layer.startsWith("src/features/")) && !target.endsWith(".tsx")) return undefined;
  return `server/ imports from src/ only the pure modules of src/lib/ and src/features/<name>/, not ${target.endsWith(".tsx") ? "a React component (.tsx)" : layer}.`;
}
