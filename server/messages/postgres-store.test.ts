import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { describeStore, POSTGRES } from "../test-support/test-stores.ts";
import { describePostgresUrl } from "./postgres-store.ts";
import { POSTGRES_MIGRATIONS } from "./postgres-store-migrations.ts";

// The store itself is tested with the SQLite one in message-store.test.ts (when DATABASE_URL is set).
test("describes the database for the log without its password or parameters", () => {
  expect(describePostgresUrl("postgres://site:s3cret@db.example.com:5432/portfolio?sslmode=require")).toBe(
    "postgres://site@db.example.com:5432/portfolio",
  );
  expect(describePostgresUrl("postgresql://localhost/portfolio")).toBe("postgresql://localhost/portfolio");
});

describeStore(POSTGRES, "upgrading", () => {
  test("the rate limit's counts kept under the old keys (a salted hash per whole address) are cleared", async () => {
    const place = await POSTGRES.makePlace();
    try {
      // A database as the version before keyed, /64-grouped limit keys left it, mid-window.
      await place.query(
        "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())",
      );
      for (const [index, sql] of POSTGRES_MIGRATIONS.slice(0, 2).entries()) {
        await place.query(sql);
        await place.query(`INSERT INTO schema_migrations (version) VALUES (${index + 1})`);
      }
      const oldKey = createHash("sha256").update("an old salt").update("2001:db8:1:2::1").digest("hex");
      await place.query(`INSERT INTO rate_limits VALUES ('${oldKey}', 3, now() + interval '5 minutes')`);

      await place.open();
      expect(await place.query("SELECT key FROM rate_limits")).toEqual([]);
    } finally {
      await place.cleanup();
    }
  });
});
