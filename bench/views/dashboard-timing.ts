// The dashboard's 30-day query on a seeded store (seed-views.ts), as the owner's room will ask it:
// readDashboard through the real store, SQLite or PostgreSQL, warmed up, then timed run after run.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Pool } from "pg";
import { openDatabase } from "#server/messages/sqlite-driver.ts";
import { openViewStore } from "#server/views/open-view-store.ts";
import { dayOf } from "#server/views/stats-day.ts";
import type { ViewStore } from "#server/views/view-store.ts";
import { median, percentile } from "../common/stats.ts";
import { BUCKET_COUNTS_SQL, histogramsOf, postgresSeedSql, sqliteSeedSql } from "./seed-views.ts";

const WARM_UP_RUNS = 3;
const TIMED_RUNS = 15;
export const DASHBOARD_DAYS = 30;
const HISTOGRAMS_PER_INSERT = 500;

export interface DashboardTiming {
  store: "SQLite" | "PostgreSQL";
  views: number;
  seedSeconds: number;
  medianMs: number;
  p95Ms: number;
  /** Rows in the histograms table: one per page, day and measure, however many views. */
  histogramRows: number;
}

interface SeededStore {
  views: ViewStore;
  histogramRows: number;
  seedSeconds: number;
  cleanup(): Promise<void>;
}

async function seedSqlite(count: number, today: string): Promise<SeededStore> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-views-"));
  const views = await openViewStore({ dataDir, databaseUrl: undefined });
  const startedAt = performance.now();
  const db = openDatabase(path.join(dataDir, "messages.sqlite"));
  db.transaction(() => {
    for (const sql of sqliteSeedSql(count, today)) db.exec(sql);
    const insert = db.prepare("INSERT INTO views_histograms (day, path, measure, counts) VALUES (?, ?, ?, ?)");
    for (const { day, path, measure, counts } of histogramsOf(db.prepare(BUCKET_COUNTS_SQL).all() as never[])) {
      insert.run(day, path, measure, JSON.stringify(counts));
    }
  })();
  const { rows } = db.prepare("SELECT COUNT(*) AS rows FROM views_histograms").get() as { rows: number };
  db.close();
  const seedSeconds = (performance.now() - startedAt) / 1000;
  return {
    views,
    histogramRows: rows,
    seedSeconds,
    async cleanup() {
      await views.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function seedPostgres(databaseUrl: string, count: number, today: string): Promise<SeededStore> {
  // A schema of its own, as the tests' (server/test-support/test-stores.ts), dropped afterwards.
  const schema = `bench_views_${randomBytes(6).toString("hex")}`;
  const url = new URL(databaseUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  const admin = new Pool({ connectionString: url.toString(), max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const views = await openViewStore({ dataDir: "", databaseUrl: url.toString() });
  const startedAt = performance.now();
  for (const sql of postgresSeedSql(count, today)) await admin.query(sql);
  const histograms = histogramsOf((await admin.query(BUCKET_COUNTS_SQL)).rows);
  for (let first = 0; first < histograms.length; first += HISTOGRAMS_PER_INSERT) {
    const batch = histograms.slice(first, first + HISTOGRAMS_PER_INSERT);
    const values = batch.map((_, index) => `($${index * 4 + 1}, $${index * 4 + 2}, $${index * 4 + 3}, $${index * 4 + 4})`);
    const parameters = batch.flatMap(({ day, path, measure, counts }) => [day, path, measure, counts]);
    await admin.query(`INSERT INTO views_histograms (day, path, measure, counts) VALUES ${values.join(", ")}`, parameters);
  }
  await admin.query("ANALYZE");
  const seedSeconds = (performance.now() - startedAt) / 1000;
  const { rows } = await admin.query<{ rows: string }>("SELECT COUNT(*) AS rows FROM views_histograms");
  return {
    views,
    histogramRows: Number(rows[0]?.rows),
    seedSeconds,
    async cleanup() {
      await views.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

/** Seeds `count` views in a fresh store of the kind and times the 30-day dashboard on it. */
export async function timeDashboard(
  kind: DashboardTiming["store"],
  count: number,
  databaseUrl?: string,
): Promise<DashboardTiming> {
  const today = dayOf(new Date(), "UTC");
  if (kind === "PostgreSQL" && !databaseUrl) throw new Error("Timing the dashboard on PostgreSQL needs DATABASE_URL.");
  const seeded = kind === "SQLite" ? await seedSqlite(count, today) : await seedPostgres(databaseUrl ?? "", count, today);
  try {
    const times: number[] = [];
    for (let run = 0; run < WARM_UP_RUNS + TIMED_RUNS; run++) {
      const startedAt = performance.now();
      const dashboard = await seeded.views.readDashboard({ days: DASHBOARD_DAYS });
      if (run >= WARM_UP_RUNS) times.push(performance.now() - startedAt);
      if (dashboard.pages.length === 0) throw new Error("The seeded store shows no pages: the seed is wrong.");
    }
    const sorted = [...times].sort((a, b) => a - b);
    return {
      store: kind,
      views: count,
      seedSeconds: seeded.seedSeconds,
      medianMs: median(times),
      p95Ms: percentile(sorted, 0.95),
      histogramRows: seeded.histogramRows,
    };
  } finally {
    await seeded.cleanup();
  }
}
