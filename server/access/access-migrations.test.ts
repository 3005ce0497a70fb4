import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { openPostgresStore } from "../messages/postgres-store.ts";
import { POSTGRES_MIGRATIONS } from "../messages/postgres-store-migrations.ts";
import { openDatabase } from "../messages/sqlite-driver.ts";
import { openSqliteStore } from "../messages/sqlite-store.ts";
import { MIGRATIONS } from "../messages/sqlite-store-migrations.ts";
import { describeStore, POSTGRES } from "../test-support/test-stores.ts";
import { openAccessStore } from "./open-access-store.ts";

// The access tables arrive as new migration entries: a database the previous version left, messages
// and all, gains them on its next open, by whichever store opens it first.
test("SQLite: a file at the previous version keeps its messages and gains the access tables", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "access-upgrade-"));
  try {
    const db = openDatabase(path.join(dataDir, "messages.sqlite"));
    for (const sql of MIGRATIONS.slice(0, 3)) db.exec(sql);
    db.pragma("user_version = 3");
    db.prepare(
      "INSERT INTO messages (id, received_at, email, subject, message) VALUES ('m1', '2026-11-01', 'a@example.com', 's', 'm')",
    ).run();
    db.close();

    const access = await openAccessStore({ dataDir, databaseUrl: undefined });
    await access.createLink({ label: "Acme" });
    await access.close();
    const messages = openSqliteStore(dataDir);
    expect((await messages.list()).map((message) => message.id)).toEqual(["m1"]);
    await messages.close();
    const check = openDatabase(path.join(dataDir, "messages.sqlite"), { readonly: true });
    expect(check.pragma("user_version", { simple: true })).toBe(MIGRATIONS.length);
    check.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

describeStore(POSTGRES, "upgrading to the access tables", () => {
  test("a database at the previous version keeps its messages and gains the access tables", async () => {
    const place = await POSTGRES.makePlace();
    try {
      await place.query(
        "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())",
      );
      for (const [index, sql] of POSTGRES_MIGRATIONS.slice(0, 3).entries()) {
        await place.query(sql);
        await place.query(`INSERT INTO schema_migrations (version) VALUES (${index + 1})`);
      }
      await place.query(
        "INSERT INTO messages (id, received_at, email, subject, message) VALUES ('m1', now(), 'a@example.com', 's', 'm')",
      );
      const access = await place.openAccess();
      expect(await access.hasPassword()).toBe(false);
      await access.createLink({ label: "Acme" });
      const url = place.env.DATABASE_URL ?? "";
      const messages = await openPostgresStore(url);
      expect((await messages.list()).map((message) => message.id)).toEqual(["m1"]);
      await messages.close();
      expect(await place.query("SELECT MAX(version) AS version FROM schema_migrations")).toEqual([
        { version: POSTGRES_MIGRATIONS.length },
      ]);
    } finally {
      await place.cleanup();
    }
  });
});
