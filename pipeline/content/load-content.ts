import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { compareNewestFirst } from "#src/features/case-studies/case-study.ts";
import { type CaseStudy, caseStudySchema } from "#src/lib/content-model/case-study-schema.ts";
import { type Site, siteSchema } from "#src/lib/content-model/site-schema.ts";
import { checkBlocks } from "./check-blocks.ts";
import { ContentError, describeIssues } from "./content-error.ts";
import { type FileReferences, referencesOfFrontmatter } from "./frontmatter-references.ts";
import { respellOldKeys } from "./old-key-spellings.ts";
import { respellSiteLinks } from "./old-site-links.ts";
import { parseYaml, splitFrontmatter } from "./parse-yaml.ts";
import { readingMinutesOf } from "./reading-time.ts";

export const DEFAULT_CONTENT_DIR = path.resolve(import.meta.dirname, "../../content");

export interface CaseStudySource {
  file: string;
  caseStudy: CaseStudy;
}

export interface Content {
  site: Site;
  caseStudies: CaseStudySource[];
  /** Keys still written the old way: they build, and the build and `npm run check` print these lines. */
  warnings: string[];
}

export interface LoadOptions {
  /** Drafts are content too (they are checked), but only the dev server shows them. */
  includeDrafts?: boolean;
}

/** Everything found in content/, problems included: what `npm run check` reports from. */
export interface ContentReading {
  site: Site | undefined;
  caseStudies: CaseStudySource[];
  /** Case studies whose frontmatter has problems, read field by field, so the files they name can still be checked. */
  flawedCaseStudies: FileReferences[];
  problems: string[];
  warnings: string[];
}

/** Reads and validates content/ at build time; throws one ContentError listing every problem. */
export function loadContent(contentDir = DEFAULT_CONTENT_DIR, options: LoadOptions = {}): Content {
  const { site, caseStudies, problems, warnings } = readContent(contentDir, options);
  if (problems.length > 0 || !site) throw new ContentError(problems);
  return { site, caseStudies, warnings };
}

/** Reads content/ as far as it goes, collecting every frontmatter problem instead of stopping at one. */
export function readContent(contentDir = DEFAULT_CONTENT_DIR, { includeDrafts = false }: LoadOptions = {}): ContentReading {
  const problems: string[] = [];
  const warnings: string[] = [];
  const flawedCaseStudies: FileReferences[] = [];
  const site = readSite(path.join(contentDir, "site.yaml"), { problems, warnings });
  const caseStudies = readCaseStudies(path.join(contentDir, "case-studies"), { problems, warnings, flawed: flawedCaseStudies });
  return {
    site,
    caseStudies: includeDrafts ? caseStudies : caseStudies.filter(({ caseStudy }) => !caseStudy.isDraft),
    flawedCaseStudies,
    problems,
    warnings,
  };
}

function readSite(file: string, { problems, warnings }: Pick<Findings, "problems" | "warnings">): Site | undefined {
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
  const respelled = respellSiteLinks(file, raw);
  warnings.push(...respelled.warnings);
  const result = siteSchema.safeParse(respelled.data);
  if (!result.success) problems.push(...describeIssues(file, result.error.issues, siteSchema));
  return result.success ? result.data : undefined;
}

/** What reading the case studies collects besides the case studies themselves. */
interface Findings {
  problems: string[];
  warnings: string[];
  flawed: FileReferences[];
}

function readCaseStudies(dir: string, findings: Findings): CaseStudySource[] {
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(".mdx")) : [];
  const sources: CaseStudySource[] = [];
  for (const name of files.sort()) {
    const file = path.join(dir, name);
    const source = readCaseStudy(file, findings);
    if (source) sources.push(source);
  }
  return sources.sort((a, b) => compareNewestFirst(a.caseStudy, b.caseStudy));
}

function readCaseStudy(file: string, { problems, warnings, flawed }: Findings): CaseStudySource | undefined {
  const text = readFileSync(file, "utf8");
  let written: unknown;
  let body: string;
  try {
    ({ data: written, body } = splitFrontmatter(text));
  } catch (error) {
    problems.push(`${path.relative(process.cwd(), file)}: frontmatter is not valid YAML: ${(error as Error).message}`);
    return undefined;
  }
  const respelled = respellOldKeys(file, written);
  const data = respelled.data;
  warnings.push(...respelled.warnings);
  if (respelled.problems.length > 0) {
    problems.push(...respelled.problems);
    flawed.push({ file, ...referencesOfFrontmatter(data) });
    return undefined;
  }
  const result = caseStudySchema.safeParse(data);
  if (!result.success) {
    problems.push(...describeIssues(file, result.error.issues, caseStudySchema));
    flawed.push({ file, ...referencesOfFrontmatter(data) });
    return undefined;
  }
  const expectedSlug = path.basename(file, ".mdx");
  if (result.data.slug !== expectedSlug) {
    problems.push(`${path.relative(process.cwd(), file)}: field "slug" (required): expected "${expectedSlug}", the file's name`);
    flawed.push({ file, ...referencesOfFrontmatter(data) });
    return undefined;
  }
  const bodyFirstLine = text.slice(0, text.length - body.length).split("\n").length;
  const blockProblems = checkBlocks(path.relative(process.cwd(), file), body, bodyFirstLine);
  if (blockProblems.length > 0) {
    problems.push(...blockProblems);
    return undefined;
  }
  return { file, caseStudy: { ...result.data, readingMinutes: readingMinutesOf(body) } };
}
