import path from "node:path";
import type { z } from "zod";
import { requirementOf } from "./field-requirement.ts";

/** Every content problem found in one pass, so the owner can fix them all at once. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Content has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
    this.name = "ContentError";
  }
}

/**
 * 'content/case-studies/x.mdx: field "tags[0]" (required): expected a tag as text'. The field says
 * whether it may be left out (docs/product.md#content); a rule between fields says so in its own words.
 */
export function describeIssues(file: string, issues: readonly z.core.$ZodIssue[], schema: z.core.$ZodType): string[] {
  const where = path.relative(process.cwd(), file) || file;
  return issues.map((issue) => {
    // A rule between fields names its own condition: "required with problemImage".
    const condition = issue.code === "custom" ? (issue.params as { requirement?: string } | undefined)?.requirement : undefined;
    const requirement = condition ?? requirementOf(schema, issue.path);
    return `${where}: field "${formatPath(issue.path)}"${requirement ? ` (${requirement})` : ""}: ${issue.message}`;
  });
}

function formatPath(segments: readonly PropertyKey[]): string {
  if (segments.length === 0) return "(frontmatter)";
  return segments.reduce<string>((out, segment) => {
    if (typeof segment === "number") return `${out}[${segment}]`;
    return out ? `${out}.${String(segment)}` : String(segment);
  }, "");
}
