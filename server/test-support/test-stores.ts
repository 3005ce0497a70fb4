import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Pool } from "pg";
import { describe } from "vitest";
import type { AccessStore } from "../access/access-store.ts";
import { openAccessStore } from "../access/open-access-store.ts";
import { loadConfig } from "../config.ts";
import type { MessageStore } from "../messages/message-store.ts";
import { openPostgresStore } from "../messages/postgres-store.ts";
import { openDatabase } from "../messages/sqlite-driver.ts";
import { openSqliteStore } from "../messages/sqlite-store.ts";
import { openOwnerStore } from "../owner/open-owner-store.ts";
import type { OwnerStore } from "../owner/owner-store.ts";

/** The database the PostgreSQL tests use (DATABASE_URL, checked as the server checks it); each test gets a schema of its own. */
export const TEST_DATABASE_URL = loadConfig({ DATABASE_URL: process.env.DATABASE_URL }).databaseUrl;

/** One empty store to test: open it once, or again for a restart or a second server. */
export interface TestStorePlace {
  open(now?: () => Date): Promise<MessageStore>;
  /** The access store in the same database (server/access/), opened as the server opens it. */
  openAccess(now?: () => Date): Promise<AccessStore>;
  /** The owner store in the same database (server/owner/), opened as the server opens it. */
  openOwner(now?: () => Date): Promise<OwnerStore>;
  /** What a server process or `npm run messages` needs to use this store. */
  env: Record<string, string>;
  /** Reads or writes the tables directly, past the store (a write returns no rows). */
  query(sql: string): Promise<Record<string, unknown>[]>;
  /** Closes every store opened here and removes the place. */
  cleanup(): Promise<void>;
}

export interface TestStoreKind {
  name: "SQLite" | "PostgreSQL";
  /** Set when this kind's tests cannot run here. */
  skipReason?: string;
  makePlace(): Promise<TestStorePlace>;
}

async function makeSqlitePlace(): Promise<TestStorePlace> {
  const root = mkdtempSync(path.join(tmpdir(), "messages-"));
  // Nested and missing: the store creates its folder.
  const dataDir = path.join(root, "nested", "data");
  const stores: { close(): Promise<void> }[] = [];
  return {
    async open(now) {
      const store = openSqliteStore(dataDir, now);
      stores.push(store);
      return store;
    },
    async openAccess(now) {
      const store = await openAccessStore({ dataDir, databaseUrl: undefined }, now);
      stores.push(store);
      return store;
    },
    async openOwner(now) {
      const store = await openOwnerStore({ dataDir, databaseUrl: undefined }, now);
      stores.push(store);
      return store;
    },
    env: { DATA_DIR: dataDir, DATABASE_URL: "" },
    async query(sql) {
      const db = openDatabase(path.join(dataDir, "messages.sqlite"));
      try {
        const statement = db.prepare(sql);
        if (statement.reader) return statement.all() as Record<string, unknown>[];
        statement.run();
        return [];
      } finally {
        db.close();
      }
    },
    async cleanup() {
      for (const store of stores) await store.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The test database's URL with `search_path` set to `schema`, so a store there sees only that schema. */
function urlWithSchema(url: string, schema: string): string {
  const withSchema = new URL(url);
  withSchema.searchParams.set("options", `-c search_path=${schema}`);
  return withSchema.toString();
}

async function makePostgresPlace(databaseUrl: string): Promise<TestStorePlace> {
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const url = urlWithSchema(databaseUrl, schema);
  const admin = new Pool({ connectionString: url, max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const stores: { close(): Promise<void> }[] = [];
  return {
    async open(now) {
      const store = await openPostgresStore(url, now);
      stores.push(store);
      return store;
    },
    async openAccess(now) {
      const store = await openAccessStore({ dataDir: "", databaseUrl: url }, now);
      stores.push(store);
      return store;
    },
    async openOwner(now) {
      const store = await openOwnerStore({ dataDir: "", databaseUrl: url }, now);
      stores.push(store);
      return store;
    },
    env: { DATABASE_URL: url },
    async query(sql) {
      return (await admin.query(sql)).rows;
    },
    async cleanup() {
      for (const store of stores) await store.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

export const SQLITE: TestStoreKind = { name: "SQLite", makePlace: makeSqlitePlace };

export const POSTGRES: TestStoreKind = {
  name: "PostgreSQL",
  skipReason: TEST_DATABASE_URL ? undefined : "DATABASE_URL is not set; set it to a postgres:// URL to test this store",
  async makePlace() {
    if (!TEST_DATABASE_URL) throw new Error("DATABASE_URL is not set");
    return makePostgresPlace(TEST_DATABASE_URL);
  },
};

/** Tests of one store, skipped with the reason in their title when it cannot run here. */
export function describeStore(kind: TestStoreKind, topic: string, body: () => void): void {
  const title = `${kind.name} store${topic ? `: ${topic}` : ""}`;
  describe.skipIf(kind.skipReason !== undefined)(kind.skipReason ? `${title} (skipped: ${kind.skipReason})` : title, body);
}

/** Runs `body` once per store; PostgreSQL's run is skipped, saying why, when DATABASE_URL is not set. */
export function describeEachStore(body: (kind: TestStoreKind) => void): void {
  for (const kind of [SQLITE, POSTGRES]) describeStore(kind, "", () => body(kind));
}
