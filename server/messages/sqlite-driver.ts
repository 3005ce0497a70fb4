import BetterSqlite3 from "better-sqlite3";

/**
 * The one place that opens SQLite databases (the store, the backup, tests): better-sqlite3 13, a Node-API
 * module with its binaries prebuilt in the package, so nothing is compiled at install and one binary serves
 * every supported Node (docs/decisions/015-one-sqlite-driver.md). Version 12, compiled against Node 24.19's
 * headers or later, aborted Node when the garbage collector freed a statement (docs/decisions/008-sqlite-driver.md).
 */
export type Database = BetterSqlite3.Database;
export type DatabaseOptions = BetterSqlite3.Options;

export function openDatabase(file: string, options?: DatabaseOptions): Database {
  return new BetterSqlite3(file, options);
}
