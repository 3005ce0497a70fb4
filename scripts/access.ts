// `npm run access -- password [--off] | owner-password | link create|list|revoke …`: the owner's control
// over who may read private work, and over the owner's room.
import { ConfigError, loadStoreConfig } from "#server/config.ts";
import { openStoreForCommand, runAccessCommand } from "./access/access-actions.ts";
import { parseAccessCommand, USAGE, UsageError } from "./access/access-command.ts";
import { setOwnerPassword } from "./access/owner-password.ts";

try {
  const command = parseAccessCommand(process.argv.slice(2));
  if (command.name === "help") {
    console.log(USAGE);
  } else if (command.name === "owner-password") {
    console.log(await setOwnerPassword(loadStoreConfig()));
  } else {
    // Only the store's settings are read, as `npm run messages` does: an email or server setting never stands in the way.
    const store = await openStoreForCommand(loadStoreConfig());
    try {
      console.log(await runAccessCommand(store, command));
    } finally {
      await store.close();
    }
  }
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
  } else {
    // A sentence, never a stack trace: every refusal here says what to do.
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
