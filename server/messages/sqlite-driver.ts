import { createRequire } from "node:module";
import type BetterSqlite3 from "better-sqlite3";

/**
 * better-sqlite3, in the version this Node can run (docs/decisions/008-sqlite-driver.md):
 * - Node 22 and later: better-sqlite3 13, a Node-API module with prebuilt binaries, nothing to compile.
 *   Version 12, compiled against Node 24.19's headers or later, aborts Node when the garbage collector
 *   frees a statement.
 * - Node 20: version 13 crashes there, so version 12, installed as the optional `better-sqlite3-node20`
 *   and compiled for Node 20 at install.
 * Both share one API, so everything opens its databases with openDatabase here, never the package itself.
 */
export type Database = BetterSqlite3.Database;
export type DatabaseOptions = BetterSqlite3.Options;

export const NODE_MAJOR = Number(process.versions.node.split(".")[0]);
/** The first Node that better-sqlite3 13 supports. */
const NODE_API_DRIVER_FROM = 22;

export const SQLITE_DRIVER_PACKAGE = NODE_MAJOR >= NODE_API_DRIVER_FROM ? "better-sqlite3" : "better-sqlite3-node20";

function loadDriver(): typeof BetterSqlite3 {
  const require = createRequire(import.meta.url);
  try {
    return require(SQLITE_DRIVER_PACKAGE) as typeof BetterSqlite3;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "MODULE_NOT_FOUND" && SQLITE_DRIVER_PACKAGE === "better-sqlite3-node20") {
      throw new Error(
        "On Node 20 the message store needs better-sqlite3 12 (the optional dependency better-sqlite3-node20), " +
          "which is compiled at install: install python3, make and g++ and run `npm install` again, or use Node 22 or 24.",
        { cause: error },
      );
    }
    throw error;
  }
}

const Driver = loadDriver();

export function openDatabase(file: string, options?: DatabaseOptions): Database {
  return new Driver(file, options);
}
