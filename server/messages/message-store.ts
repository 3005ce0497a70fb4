import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { ContactMessage } from "../../src/features/contact/contact-schema.ts";

export interface StoredMessage extends ContactMessage {
  id: string;
  receivedAt: string;
}

export interface MessageStore {
  /** Returns once the message is committed to disk. */
  save(message: ContactMessage): StoredMessage;
  /** Newest first. */
  list(): StoredMessage[];
  close(): void;
}

// Each entry moves the schema one version forward; PRAGMA user_version records how far a file has come.
const MIGRATIONS = [
  `CREATE TABLE messages (
     id TEXT PRIMARY KEY,
     received_at TEXT NOT NULL,
     email TEXT NOT NULL,
     subject TEXT NOT NULL,
     message TEXT NOT NULL
   );
   CREATE INDEX messages_received_at ON messages (received_at);`,
];

export function openMessageStore(dataDir: string, now: () => Date = () => new Date()): MessageStore {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, "messages.sqlite"));
  db.pragma("journal_mode = WAL");
  // FULL: a commit is on disk before save() returns, so an answered message survives a crash or power loss.
  db.pragma("synchronous = FULL");
  db.pragma("busy_timeout = 5000");
  migrate(db);

  const insert = db.prepare(
    "INSERT INTO messages (id, received_at, email, subject, message) VALUES (@id, @receivedAt, @email, @subject, @message)",
  );
  const selectAll = db.prepare(
    "SELECT id, received_at AS receivedAt, email, subject, message FROM messages ORDER BY received_at DESC, rowid DESC",
  );

  return {
    save(message) {
      const stored: StoredMessage = { id: randomUUID(), receivedAt: now().toISOString(), ...message };
      insert.run(stored);
      return stored;
    },
    list: () => selectAll.all() as StoredMessage[],
    close: () => db.close(),
  };
}

function migrate(db: Database.Database): void {
  const version = db.pragma("user_version", { simple: true }) as number;
  for (const [index, sql] of MIGRATIONS.entries()) {
    if (index < version) continue;
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${index + 1}`);
    })();
  }
}
