// `npm run messages [-- --json | --csv] [--status S] [--since WHEN] [--release ID] [--backup FILE]`: the owner's view of the store.
import { ConfigError, loadMailOn, loadStoreConfig } from "#server/config.ts";
import { backupSqliteStore } from "#server/messages/backup-sqlite.ts";
import { openStore } from "#server/messages/open-store.ts";
import { formatMessages } from "./messages/format-messages.ts";
import { parseMessageQuery, USAGE } from "./messages/message-query.ts";

try {
  const query = parseMessageQuery(process.argv.slice(2));
  if (query === "help") {
    console.log(USAGE);
  } else if ("backup" in query) {
    const config = loadStoreConfig();
    if (config.databaseUrl) throw new Error("--backup copies the SQLite store; back up PostgreSQL with pg_dump.");
    await backupSqliteStore(config.dataDir, query.backup);
    console.log(`Backed up the message store to ${query.backup}.`);
  } else if ("release" in query) {
    const { store } = await openStore(loadStoreConfig());
    try {
      if (!(await store.release(query.release, new Date()))) {
        throw new Error(
          `There is no held message with the id ${query.release}; \`npm run messages -- --status held\` lists them.`,
        );
      }
      console.log(`Released ${query.release}: the server emails it to you within a minute.`);
    } finally {
      await store.close();
    }
  } else {
    // The same store as the server. Only the store's settings are read, and whether email is on (set, never
    // checked), so an email or server setting never stands in the way.
    const { store } = await openStore(loadStoreConfig());
    try {
      console.log(formatMessages(await store.list(query.filter), query.format, { mailOn: loadMailOn() }));
    } finally {
      await store.close();
    }
  }
} catch (error) {
  const message = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
  console.error(`${message}\n\n${USAGE}`);
  process.exitCode = 2;
}
