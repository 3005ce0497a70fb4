import { expect, test } from "vitest";
import { describePostgresUrl } from "./postgres-store.ts";

// The store itself is tested with the SQLite one in message-store.test.ts (when DATABASE_URL is set).
test("describes the database for the log without its password or parameters", () => {
  expect(describePostgresUrl("postgres://site:s3cret@db.example.com:5432/portfolio?sslmode=require")).toBe(
    "postgres://site@db.example.com:5432/portfolio",
  );
  expect(describePostgresUrl("postgresql://localhost/portfolio")).toBe("postgresql://localhost/portfolio");
});
