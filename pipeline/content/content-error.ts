import path from "node:path";
import type { z } from "zod";

/** Every content problem found in one pass, so the owner can fix them all at once. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Content has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
    this.name = "ContentError";
  }
}

/** 'content/case-studies/x.mdx: field "tags[0]": expected a tag as text' */
export function describeIssues(file: string, issues: readonly z.core.$ZodIssue[]): string[] {
  const where = path.relative(process.cwd(), file) || file;
  return issues.map((issue) => `${where}: field "${formatPath(issue.path)}": ${issue.message}`);
}

function formatPath(segments: readonly PropertyKey[]): string {
  if (segments.length === 0) return "(frontmatter)";
  return segments.reduce<string>((out, segment) => {
    if (typeof segment === "number") return `${out}[${segment}]`;
    return out ? `${out}.${String(segment)}` : String(segment);
  }, "");
}
