// The site both benches measure private work on (docs/product.md#private-work): the real content plus a
// protected copy of the real case study. The copy has the same body, images and prototype, so the
// protected page and the public one are the same size by construction and any difference is the cost
// of serving it privately. Its images and prototype stay public (the public case study shows them
// too); its page, route data, body chunk and sharing card are private, behind the grant check.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { TEMPLATE_FILE_NAME } from "#pipeline/content/generated-case-study.ts";
import { REACT_ROUTER_BIN, ROOT, runTimed } from "./run-command.ts";

/** The real, public case study, and its protected copy. */
export const PUBLIC_SLUG = TEMPLATE_FILE_NAME.replace(/\.mdx$/, "");
export const PROTECTED_SLUG = "recipient-cards-under-agreement";
// As long as the real title: the build refuses a protected title that public JavaScript holds.
const PROTECTED_TITLE = "Sending forms to everyone around a client, under agreement";

export interface PrivateSite {
  /** build/client of this site, for CLIENT_DIR; build/private sits beside it, where the server finds it. */
  clientDir: string;
  publicPath: string;
  protectedPath: string;
  remove(): void;
}

function replaceField(source: string, field: string, value: string): string {
  const line = new RegExp(`^${field}: .*$`, "m");
  if (!line.test(source)) throw new Error(`${TEMPLATE_FILE_NAME} has no "${field}:" line in its frontmatter`);
  return source.replace(line, value);
}

/** The real case study with its own slug and title, and `visibility: protected`. */
export function protectedCopyOf(template: string): string {
  const renamed = replaceField(template, "title", `title: ${PROTECTED_TITLE}`);
  return replaceField(renamed, "slug", `slug: ${PROTECTED_SLUG}\nvisibility: protected`);
}

/**
 * Writes the content and runs `react-router build` into a temporary folder inside the project (where
 * the prerender finds node_modules), as tests/test-support/at-scale-site.ts does.
 */
export function buildPrivateSite(): PrivateSite {
  mkdirSync(path.join(ROOT, ".tmp"), { recursive: true });
  const dir = mkdtempSync(path.join(ROOT, ".tmp/bench-private-"));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    const realDir = path.join(ROOT, "content");
    const contentDir = path.join(dir, "content");
    mkdirSync(path.join(contentDir, "case-studies"), { recursive: true });
    writeFileSync(path.join(contentDir, "site.yaml"), readFileSync(path.join(realDir, "site.yaml")));
    const template = readFileSync(path.join(realDir, "case-studies", TEMPLATE_FILE_NAME), "utf8");
    writeFileSync(path.join(contentDir, "case-studies", TEMPLATE_FILE_NAME), template);
    writeFileSync(path.join(contentDir, "case-studies", `${PROTECTED_SLUG}.mdx`), protectedCopyOf(template));
    const buildDir = path.join(dir, "build");
    runTimed(REACT_ROUTER_BIN, ["build"], { cwd: ROOT, env: { CONTENT_DIR: contentDir, BUILD_DIR: buildDir } });
    return {
      clientDir: path.join(buildDir, "client"),
      publicPath: `/case-studies/${PUBLIC_SLUG}`,
      protectedPath: `/case-studies/${PROTECTED_SLUG}`,
      remove,
    };
  } catch (error) {
    remove();
    throw error;
  }
}
