// Measures the message store's save path with better-sqlite3 and with Node's built-in node:sqlite, for
// docs/decisions/015-one-sqlite-driver.md: `npx tsx bench/sqlite-drivers/measure-sqlite-drivers.ts`.
// The same work as a group commit in server/messages/sqlite-store.ts: a file in WAL mode with
// synchronous = FULL, and per message the expired proofs forgotten, its proof spent and the row inserted,
// one transaction (one fsync) per group. Groups of 1 are a quiet site; groups of 50 the load benchmark's
// 50 connections. Each driver runs twice, in the order A B B A, so a change in the machine's load falls
// on both alike.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import BetterSqlite3 from "better-sqlite3";

const SCHEMA = `
  CREATE TABLE messages (
    id TEXT PRIMARY KEY, received_at TEXT NOT NULL, email TEXT NOT NULL, subject TEXT NOT NULL,
    message TEXT NOT NULL, status TEXT NOT NULL DEFAULT 'queued', attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT, last_error TEXT, sent_at TEXT, sender_hash TEXT);
  CREATE INDEX messages_received_at ON messages (received_at);
  CREATE INDEX messages_due ON messages (status, next_attempt_at);
  CREATE TABLE spent_proofs (key TEXT PRIMARY KEY, expires_at TEXT NOT NULL);`;
const INSERT = `INSERT INTO messages (id, received_at, email, subject, message, status, sender_hash, next_attempt_at)
  VALUES (@id, @receivedAt, @email, @subject, @message, @status, @senderHash, @receivedAt)`;
const FORGET = "DELETE FROM spent_proofs WHERE expires_at <= ?";
const SPEND = "INSERT OR IGNORE INTO spent_proofs (key, expires_at) VALUES (?, ?)";

type Row = Record<"id" | "receivedAt" | "email" | "subject" | "message" | "status" | "senderHash", string>;
type Write = { row: Row; proofKey: string; expiresAt: string };
/** Commits one group of writes in one transaction; close() closes the file. */
type Committer = { commit(batch: Write[]): void; close(): void };

function withBetterSqlite3(file: string): Committer {
  const db = new BetterSqlite3(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.exec(SCHEMA);
  const [insert, forget, spend] = [db.prepare(INSERT), db.prepare(FORGET), db.prepare(SPEND)];
  const commit = db.transaction((batch: Write[]) => {
    for (const { row, proofKey, expiresAt } of batch) {
      forget.run(row.receivedAt);
      spend.run(proofKey, expiresAt);
      insert.run(row);
    }
  });
  return { commit, close: () => db.close() };
}

function withNodeSqlite(file: string): Committer {
  const db = new DatabaseSync(file);
  db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;");
  db.exec(SCHEMA);
  const [insert, forget, spend] = [db.prepare(INSERT), db.prepare(FORGET), db.prepare(SPEND)];
  // node:sqlite has no transaction() helper: BEGIN and COMMIT, and ROLLBACK on an error, as the helper does.
  const commit = (batch: Write[]) => {
    db.exec("BEGIN");
    try {
      for (const { row, proofKey, expiresAt } of batch) {
        forget.run(row.receivedAt);
        spend.run(proofKey, expiresAt);
        insert.run(row);
      }
      db.exec("COMMIT");
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
  };
  return { commit, close: () => db.close() };
}

function makeWrite(index: number): Write {
  const receivedAt = new Date(Date.UTC(2026, 10, 25) + index).toISOString();
  return {
    row: {
      id: randomUUID(),
      receivedAt,
      email: `sender${index}@example.com`,
      subject: `Subject ${index}`,
      message: `A message of a typical length, number ${index}. `.repeat(8),
      status: "queued",
      senderHash: randomUUID(),
    },
    proofKey: randomUUID(),
    // Each proof expires 1,000 messages later, so the table of spent proofs stays small, as on a live
    // site where proofs expire after minutes (the DELETE scans it; decision 014).
    expiresAt: new Date(Date.UTC(2026, 10, 25) + index + 1_000).toISOString(),
  };
}

/** Messages per second, and the median group's commit in microseconds. */
function measure(open: (file: string) => Committer, groupSize: number, messages: number) {
  const dir = mkdtempSync(path.join(tmpdir(), "sqlite-drivers-"));
  try {
    const store = open(path.join(dir, "messages.sqlite"));
    const groups = Array.from({ length: messages / groupSize }, (_, group) =>
      Array.from({ length: groupSize }, (_, index) => makeWrite(group * groupSize + index)),
    );
    const times: number[] = [];
    const started = process.hrtime.bigint();
    for (const group of groups) {
      const before = process.hrtime.bigint();
      store.commit(group);
      times.push(Number(process.hrtime.bigint() - before) / 1000);
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    store.close();
    times.sort((a, b) => a - b);
    return { perSecond: messages / seconds, medianMicros: times[Math.floor(times.length / 2)] ?? 0 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const DRIVERS = { "better-sqlite3": withBetterSqlite3, "node:sqlite": withNodeSqlite } as const;
const WORKLOADS = [
  { groupSize: 1, messages: 1_000 },
  { groupSize: 50, messages: 20_000 },
];

const betterSqliteVersion = new BetterSqlite3(":memory:").prepare("SELECT sqlite_version()").pluck().get();
console.log(
  `Node ${process.versions.node} (its SQLite ${process.versions.sqlite}), better-sqlite3's SQLite ${betterSqliteVersion}, files in ${tmpdir()}`,
);
console.log("| Driver | Group | Messages | Run | Messages/s | Median commit |");
console.log("| --- | --- | --- | --- | --- | --- |");
for (const { groupSize, messages } of WORKLOADS) {
  // Warm-up of both, not counted: the first file and the first statements of a process cost more.
  for (const open of Object.values(DRIVERS)) measure(open, groupSize, groupSize * 20);
  const order = ["better-sqlite3", "node:sqlite", "node:sqlite", "better-sqlite3"] as const;
  order.forEach((driver, run) => {
    const { perSecond, medianMicros } = measure(DRIVERS[driver], groupSize, messages);
    console.log(
      `| ${driver} | ${groupSize} | ${messages} | ${run + 1} | ${Math.round(perSecond).toLocaleString("en")} | ${Math.round(medianMicros).toLocaleString("en")} µs |`,
    );
  });
}
