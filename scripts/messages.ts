// `npm run messages [-- --json | --csv] [--status S] [--since WHEN]`: the owner's view of the store.
import { ConfigError, loadConfig } from "../server/config.ts";
import { backupSqliteStore } from "../server/messages/backup-sqlite.ts";
import { openMessageStore } from "../server/messages/message-store.ts";
import { formatMessages } from "./messages/format-messages.ts";
import { parseMessageQuery, USAGE } from "./messages/message-query.ts";

try {
  const query = parseMessageQuery(process.argv.slice(2));
  if (query === "help") {
    console.log(USAGE);
  } else if ("backup" in query) {
    await backupSqliteStore(loadConfig().dataDir, query.backup);
    console.log(`Backed up the message store to ${query.backup}.`);
  } else {
    const store = openMessageStore(loadConfig().dataDir);
    try {
      console.log(formatMessages(await store.list(query.filter), query.format));
    } finally {
      await store.close();
    }
  }
} catch (error) {
  const message = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
  console.error(`${message}\n\n${USAGE}`);
  process.exitCode = 2;
}
