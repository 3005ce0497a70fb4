// The case studies marked `visibility: protected`, as the build lists them for the server and
// `npm run access` (which checks `--only` against them). One place names the file, so the build
// that writes it and every reader agree.
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { SLUG_PATTERN } from "#src/lib/content-model/case-study-schema.ts";

/** Where the build writes the list, inside its build folder (BUILD_DIR, else build/); outside client/, so never served. */
export const PROTECTED_CASE_STUDIES_PATH = "private/protected-case-studies.json";

export interface ProtectedCaseStudy {
  slug: string;
  title: string;
}

const listSchema = z.array(z.object({ slug: z.string().regex(SLUG_PATTERN), title: z.string() }));

export function protectedCaseStudiesFileOf(buildDir: string): string {
  return path.join(buildDir, PROTECTED_CASE_STUDIES_PATH);
}

/** The build folder as react-router.config.ts names it: BUILD_DIR, else build/, from the working folder. */
export function buildDirOf(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.BUILD_DIR || "build");
}

/** The list, or an Error saying what to do: build first when it is missing, rebuild when it is unreadable. */
export function readProtectedCaseStudies(buildDir: string): ProtectedCaseStudy[] {
  const file = protectedCaseStudiesFileOf(buildDir);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    throw new Error(`Run npm run build first: it lists the protected case studies in ${file}.`);
  }
  try {
    return listSchema.parse(JSON.parse(text)).map(({ slug, title }) => ({ slug, title }));
  } catch {
    throw new Error(`${file} is not a list of protected case studies; run npm run build again to write it.`);
  }
}
