// The day's secret for the SQLite store (docs/decisions/017-reading-statistics.md): a file of its own in
// DATA_DIR, never in messages.sqlite, so `npm run messages -- --backup` (which copies that file) never
// holds it, and nothing of it lingers in the database's free pages or its WAL. One day's secret only:
// the next day's replaces the file, and with it the old secret.
import { randomBytes } from "node:crypto";
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

export const DAY_SECRET_FILE = "views-day-secret.json";

const secretFileSchema = z.object({ day: z.string(), secret: z.string().regex(/^[0-9a-f]{64}$/) });

export function sqliteDaySecret(dataDir: string): (day: string) => string {
  const file = path.join(dataDir, DAY_SECRET_FILE);
  return (day) => {
    const kept = readSecretFile(file);
    if (kept?.day === day) return kept.secret;
    const secret = randomBytes(32).toString("hex");
    const next = `${file}.next`;
    rmSync(next, { force: true });
    // Owner-only from its first byte, as the store's file; the rename replaces the old day's at once.
    writeFileSync(next, JSON.stringify({ day, secret }), { mode: 0o600, flag: "wx" });
    renameSync(next, file);
    return secret;
  };
}

function readSecretFile(file: string): z.infer<typeof secretFileSchema> | undefined {
  try {
    return secretFileSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  } catch {
    // Missing, or not one we wrote: a new secret replaces it.
    return undefined;
  }
}
