import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { parse as parseYaml } from "yaml";
import { type CaseStudy, compareNewestFirst } from "../../src/features/case-studies/case-study.ts";
import { caseStudyFrontmatterSchema, toCaseStudy } from "../../src/features/case-studies/case-study-frontmatter.ts";
import { type Site, siteSchema } from "../../src/lib/site-schema.ts";
import { ContentError, describeIssues } from "./content-error.ts";

export const DEFAULT_CONTENT_DIR = path.resolve(import.meta.dirname, "../../content");

export interface CaseStudySource {
  file: string;
  caseStudy: CaseStudy;
}

export interface Content {
  site: Site;
  caseStudies: CaseStudySource[];
}

export interface LoadOptions {
  /** Drafts are content too (they are checked), but only the dev server shows them. */
  includeDrafts?: boolean;
}

/** Reads and validates content/ at build time; throws one ContentError listing every problem. */
export function loadContent(contentDir = DEFAULT_CONTENT_DIR, { includeDrafts = false }: LoadOptions = {}): Content {
  const problems: string[] = [];
  const site = readSite(path.join(contentDir, "site.yaml"), problems);
  const caseStudies = readCaseStudies(path.join(contentDir, "case-studies"), problems);
  if (problems.length > 0 || !site) throw new ContentError(problems);
  return { site, caseStudies: includeDrafts ? caseStudies : caseStudies.filter(({ caseStudy }) => !caseStudy.isDraft) };
}

function readSite(file: string, problems: string[]): Site | undefined {
  if (!existsSync(file)) {
    problems.push(`${path.relative(process.cwd(), file)}: file is missing; it holds the owner's name, links and quotes`);
    return undefined;
  }
  let raw: unknown;
  try {
    raw = parseYaml(readFileSync(file, "utf8"));
  } catch (error) {
    problems.push(`${path.relative(process.cwd(), file)}: is not valid YAML: ${(error as Error).message}`);
    return undefined;
  }
  const result = siteSchema.safeParse(raw);
  if (!result.success) problems.push(...describeIssues(file, result.error.issues));
  return result.success ? result.data : undefined;
}

function readCaseStudies(dir: string, problems: string[]): CaseStudySource[] {
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(".mdx")) : [];
  const sources: CaseStudySource[] = [];
  for (const name of files.sort()) {
    const file = path.join(dir, name);
    const source = readCaseStudy(file, problems);
    if (source) sources.push(source);
  }
  return sources.sort((a, b) => compareNewestFirst(a.caseStudy, b.caseStudy));
}

function readCaseStudy(file: string, problems: string[]): CaseStudySource | undefined {
  let data: unknown;
  try {
    // Options are passed so gray-matter skips its cache, which would hand back stale objects in watch mode.
    data = matter(readFileSync(file, "utf8"), { excerpt: false }).data;
  } catch (error) {
    problems.push(`${path.relative(process.cwd(), file)}: frontmatter is not valid YAML: ${(error as Error).message}`);
    return undefined;
  }
  const result = caseStudyFrontmatterSchema.safeParse(data);
  if (!result.success) {
    problems.push(...describeIssues(file, result.error.issues));
    return undefined;
  }
  const expectedSlug = path.basename(file, ".mdx");
  if (result.data.slug !== expectedSlug) {
    problems.push(`${path.relative(process.cwd(), file)}: field "slug": expected "${expectedSlug}", the file's name`);
    return undefined;
  }
  return { file, caseStudy: toCaseStudy(result.data) };
}
