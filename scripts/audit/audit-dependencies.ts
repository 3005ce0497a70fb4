// `npm test`'s audit step: no high or critical advisory in what the server runs on (npm audit --omit=dev).
// A registry without the advisory service (an offline mirror) cannot answer; that is said, not failed.
import { execFile } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";

const ROOT = path.resolve(import.meta.dirname, "../..");

interface AuditReport {
  statusCode?: number;
  message?: string;
  metadata?: { vulnerabilities?: Record<string, number> };
}

type Counts = Record<"critical" | "high" | "moderate" | "low", number>;

export type AuditOutcome =
  | { kind: "passed"; counts: Counts }
  | { kind: "failed"; counts: Counts }
  | { kind: "unavailable"; reason: string }
  | { kind: "broken"; reason: string };

/** npm audit's output; it exits 1 whenever it finds anything, so its exit code says little. */
function runNpmAudit(args: string[]): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile("npm", args, { cwd: ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }, (_error, stdout, stderr) =>
      resolve({ stdout, stderr }),
    );
  });
}

/** Runs npm audit on the project's runtime dependencies, against `registry` when given. */
export async function auditDependencies(registry?: string): Promise<AuditOutcome> {
  const args = ["audit", "--omit=dev", "--json", ...(registry ? [`--registry=${registry}`] : [])];
  const result = await runNpmAudit(args);
  let report: AuditReport;
  try {
    report = JSON.parse(result.stdout) as AuditReport;
  } catch {
    return { kind: "broken", reason: `npm audit gave no report: ${result.stderr.trim()}` };
  }
  const found = report.metadata?.vulnerabilities;
  if (!found) return { kind: "unavailable", reason: report.message ?? `status ${report.statusCode}` };
  const counts = { critical: found.critical ?? 0, high: found.high ?? 0, moderate: found.moderate ?? 0, low: found.low ?? 0 };
  return counts.critical + counts.high > 0 ? { kind: "failed", counts } : { kind: "passed", counts };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const outcome = await auditDependencies();
  if (outcome.kind === "broken") {
    console.error(outcome.reason);
  } else if (outcome.kind === "unavailable") {
    console.log(`Audit not done: the registry's advisory service did not answer (${outcome.reason}).`);
  } else {
    const { critical, high, moderate, low } = outcome.counts;
    console.log(`Audit: ${critical} critical, ${high} high, ${moderate} moderate, ${low} low.`);
  }
  process.exit(outcome.kind === "failed" || outcome.kind === "broken" ? 1 : 0);
}
