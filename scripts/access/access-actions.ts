import type { AccessStore } from "#server/access/access-store.ts";
import { FAILURE_MEMORY_MS, LINK_DAYS } from "#server/access/access-store.ts";
import { openAccessStore } from "#server/access/open-access-store.ts";
import { buildDirOf, readProtectedCaseStudies } from "#server/access/protected-case-studies.ts";
import type { StoreConfig } from "#server/config.ts";
import { harmlessText } from "#server/messages/harmless-text.ts";
import { describePostgresUrl } from "#server/messages/postgres-store.ts";
import type { AccessCommand } from "./access-command.ts";
import { formatFailures, formatLinks, minuteOf, scopeText } from "./format-links.ts";
import { readSiteUrl, shareAddressOf } from "./link-address.ts";
import { readNewPassword } from "./read-password.ts";

export async function openStoreForCommand(config: StoreConfig): Promise<AccessStore> {
  try {
    return await openAccessStore(config);
  } catch (error) {
    const place = config.databaseUrl ? `PostgreSQL ${describePostgresUrl(config.databaseUrl)}` : config.dataDir;
    throw new Error(`Could not open the access store in ${place}: ${(error as Error).message}`);
  }
}

/** Every slug in `only` must be a protected case study the last build listed. */
function checkOnly(only: string[]): void {
  const known = readProtectedCaseStudies(buildDirOf()).map(({ slug }) => slug);
  const unknown = only.filter((slug) => !known.includes(slug));
  if (unknown.length === 0) return;
  const names = unknown.map((slug) => `"${harmlessText(slug)}"`).join(", ");
  const protectedOnes = known.length > 0 ? `the protected ones are ${known.join(", ")}` : "no case study is protected";
  throw new Error(`No protected case study has the slug ${names}: ${protectedOnes} (as of the last npm run build).`);
}

const ENDED_PASSWORD_SESSIONS = "Sessions opened with an earlier password have ended; those opened by share links go on.";

/** Runs one command on the store; returns what to print, or throws an Error with a sentence. */
export async function runAccessCommand(
  store: AccessStore,
  command: Exclude<AccessCommand, { name: "help" } | { name: "owner-password" }>,
): Promise<string> {
  switch (command.name) {
    case "password": {
      if (command.off) {
        if (!(await store.hasPassword())) return "No password for private work was set; nothing changed.";
        await store.removePassword();
        return `Removed the password for private work: only share links open it now.\n${ENDED_PASSWORD_SESSIONS}`;
      }
      await store.setPassword(await readNewPassword());
      return `The password for private work is set.\n${ENDED_PASSWORD_SESSIONS}`;
    }
    case "link create": {
      // Both read before the link is made: a link whose address could not be printed would be lost.
      const siteUrl = readSiteUrl();
      if (command.only) checkOnly(command.only);
      const link = await store.createLink({ label: command.label, days: command.days, only: command.only });
      const label = harmlessText(command.label.trim());
      return [
        `Made share link ${link.id} for ${label}, opening ${scopeText(command.only ?? "all")}:`,
        "",
        `  ${shareAddressOf(siteUrl, link.token)}`,
        "",
        `This address is shown only now: copy it. It expires on ${minuteOf(link.expiresAt)} UTC, in ${command.days ?? LINK_DAYS.default} days.`,
      ].join("\n");
    }
    case "link list": {
      const failures = await store.countAllFailures(new Date(Date.now() - FAILURE_MEMORY_MS));
      return `${formatLinks(await store.listLinks())}\n${formatFailures(failures)}`;
    }
    case "link revoke": {
      if (await store.revokeLink(command.id)) {
        return `Withdrew share link ${command.id}: its address opens nothing now, and the sessions it opened have ended.`;
      }
      const link = (await store.listLinks()).find(({ id }) => id === command.id);
      if (!link) {
        throw new Error(
          `There is no share link with the id ${harmlessText(command.id)}; npm run access -- link list lists them.`,
        );
      }
      return `Share link ${link.id} was already withdrawn (${minuteOf(link.revokedAt)} UTC); nothing changed.`;
    }
    case "link revoke all": {
      const count = await store.revokeAllLinks();
      if (count === 0) return "There was no live share link to withdraw.";
      return `Withdrew ${count} live share link${count === 1 ? "" : "s"}: their addresses open nothing now, and their sessions have ended.`;
    }
  }
}
