// `npm test`'s audit step: no high or critical advisory in what the server runs on (npm audit --omit=dev).
// A registry without the advisory service (an offline mirror) cannot answer; that is said, not failed.
import { spawnSync } from "node:child_process";

interface AuditReport {
  statusCode?: number;
  message?: string;
  metadata?: { vulnerabilities?: Record<string, number> };
}

const result = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8" });
let report: AuditReport;
try {
  report = JSON.parse(result.stdout) as AuditReport;
} catch {
  console.error(`npm audit gave no report:\n${result.stderr}`);
  process.exit(1);
}
const counts = report.metadata?.vulnerabilities;
if (!counts) {
  console.log(
    `Audit not done: the registry's advisory service did not answer (${report.message ?? `status ${report.statusCode}`}).`,
  );
  process.exit(0);
}
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(
  `Audit: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low.`,
);
process.exit(serious > 0 ? 1 : 0);
