import { type ParseArgsOptionsConfig, parseArgs } from "node:util";

export type AccessCommand =
  | { name: "help" }
  | { name: "password"; off: boolean }
  | { name: "owner-password" }
  | { name: "link create"; label: string; days: number | undefined; only: string[] | undefined }
  | { name: "link list" }
  | { name: "link revoke"; id: string }
  | { name: "link revoke all" };

export const USAGE = `Usage: npm run access -- COMMAND

Who may read the case studies marked visibility: protected, kept in the server's store: the
PostgreSQL database in DATABASE_URL when it is set, otherwise the SQLite file in DATA_DIR (default ./data).

  password                      set the password for private work, read from standard input
                                (typed twice, unseen; or piped: one line, or the same line twice);
                                at least 10 characters
  password --off                remove it
  owner-password                set the password of the owner's room at /owner, from standard input
                                as above; at least 12 characters, not the password for private work
  link create --label LABEL     make a share link for one recipient and print its address
         [--days N]             valid N days, 1 to 365 (default 30)
         [--only SLUG,SLUG]     only these protected case studies (default: every one)
  link list                     every share link, its status and opens
  link revoke ID                withdraw a link: its address and the sessions it opened stop working
  link revoke --all             withdraw every live link
  help                          this text

Changing or removing the password ends the sessions opened with it; link sessions stay.
Changing the owner password signs the room out everywhere.`;

/** A command line that makes no sense: answered with the usage and exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

function read(args: string[], options: ParseArgsOptionsConfig) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function noPositionals(positionals: string[]): void {
  if (positionals.length > 0) throw new UsageError(`Unexpected "${positionals[0]}".`);
}

/** Reads the command line; throws a UsageError naming what is wrong. */
export function parseAccessCommand(args: string[]): AccessCommand {
  const [first, ...rest] = args;
  if (first === undefined) throw new UsageError("Name a command.");
  if (first === "help" || first === "--help" || first === "-h") return { name: "help" };
  if (first === "password") {
    const { values, positionals } = read(rest, { off: { type: "boolean", default: false } });
    noPositionals(positionals);
    return { name: "password", off: values.off === true };
  }
  if (first === "owner-password") {
    noPositionals(read(rest, {}).positionals);
    return { name: "owner-password" };
  }
  if (first !== "link") throw new UsageError(`Unknown command "${first}".`);
  const [action, ...options] = rest;
  if (action === "list") {
    noPositionals(read(options, {}).positionals);
    return { name: "link list" };
  }
  if (action === "revoke") {
    const { values, positionals } = read(options, { all: { type: "boolean", default: false } });
    if (values.all === true) {
      noPositionals(positionals);
      return { name: "link revoke all" };
    }
    if (positionals.length !== 1) throw new UsageError("link revoke needs one link id, or --all.");
    return { name: "link revoke", id: positionals[0] ?? "" };
  }
  if (action === "create") return parseCreate(options);
  throw new UsageError(action === undefined ? "link needs create, list or revoke." : `Unknown link command "${action}".`);
}

function parseCreate(options: string[]): AccessCommand {
  const { values, positionals } = read(options, {
    label: { type: "string" },
    days: { type: "string" },
    only: { type: "string" },
  });
  noPositionals(positionals);
  const { label, days, only } = values as { label?: string; days?: string; only?: string };
  if (label === undefined) throw new UsageError('link create needs --label, who the link is for, such as --label "Acme hiring".');
  if (days !== undefined && !/^\d+$/.test(days)) throw new UsageError(`--days takes a whole number of days; got "${days}".`);
  const slugs = only
    ?.split(",")
    .map((slug) => slug.trim())
    .filter(Boolean);
  if (slugs !== undefined && slugs.length === 0) throw new UsageError("--only takes slugs separated by commas.");
  return { name: "link create", label, days: days === undefined ? undefined : Number(days), only: slugs };
}
