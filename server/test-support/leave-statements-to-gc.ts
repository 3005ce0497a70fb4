// Run by sqlite-driver.test.ts as `node --expose-gc --import tsx`: prepares statements and drops them
// without finalising, so the garbage collector frees them under memory pressure. With better-sqlite3 12
// compiled against Node 24.19's headers or later, Node aborts here (exit 134) in Statement::~Statement.
import { openDatabase } from "../messages/sqlite-driver.ts";

const ROUNDS = 10;
const STATEMENTS_PER_ROUND = 2_000;

// In memory: the statements matter here, not the disk.
const db = openDatabase(":memory:");
db.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, text TEXT)");
for (let round = 0; round < ROUNDS; round++) {
  for (let index = 0; index < STATEMENTS_PER_ROUND; index++) {
    db.prepare("INSERT INTO t (text) VALUES (?)").run(`row ${round}.${index}`);
    db.prepare("SELECT COUNT(*) AS count FROM t WHERE id > ?").get(index);
  }
  // Memory pressure beside the statements, then a full collection that frees them.
  const ballast = Array.from({ length: 50_000 }, (_, index) => ({ index, text: `ballast ${index}` }));
  globalThis.gc?.();
  if (ballast.length === 0) break;
}
db.close();
// A second collection after close frees what the first left, as at the end of a test worker.
globalThis.gc?.();
console.log(`better-sqlite3 on Node ${process.versions.node}: statements collected, exit 0`);
