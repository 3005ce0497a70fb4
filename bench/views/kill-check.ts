// The views bench's durability check, as the messages' (server/server-process.test.ts): beacons stream
// in from many senders, the server is killed with SIGKILL mid-stream, started again on the same
// folder, and every beacon it had answered 204 must be in the store, starts and updates alike.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "#server/messages/sqlite-driver.ts";
import { startBenchServer } from "../common/bench-server.ts";
import { BEACON_PAGE } from "./beacon-load.ts";

const SENDERS = 32;
const ANSWERED_BEFORE_KILL = 3000;
// The update every answered start is followed by; stored, it proves the update survived too.
const SECONDS = 7;

export interface KillCheck {
  answeredStarts: number;
  answeredUpdates: number;
  /** Answered 204 but not in the store after the restart: must be 0. */
  lostStarts: number;
  lostUpdates: number;
}

export async function checkBeaconsSurviveKill(): Promise<KillCheck> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-views-kill-"));
  const env = { TRUST_PROXY: "true", DATABASE_URL: "" };
  try {
    const server = await startBenchServer({ dataDir, env });
    const starts: string[] = [];
    const updates: string[] = [];
    let isKilled = false;
    let sent = 0;
    const post = async (body: object, address: string) => {
      const response = await fetch(`${server.url}/api/views`, {
        method: "POST",
        headers: {
          "content-type": "text/plain;charset=UTF-8",
          origin: server.url,
          "user-agent": "Mozilla/5.0 Firefox/140.0",
          "x-forwarded-for": address,
        },
        body: JSON.stringify(body),
      }).catch(() => undefined);
      return response?.status === 204;
    };
    const sender = async () => {
      while (!isKilled) {
        const view = randomUUID();
        const address = `10.1.${(sent >> 8) & 255}.${sent++ & 255}`;
        if (!(await post({ kind: "start", view, path: BEACON_PAGE }, address))) continue;
        starts.push(view);
        if (await post({ kind: "update", view, seconds: SECONDS, depth: 55 }, address)) updates.push(view);
      }
    };
    const senders = Promise.all(Array.from({ length: SENDERS }, sender));
    while (starts.length < ANSWERED_BEFORE_KILL) await new Promise((resolve) => setTimeout(resolve, 20));
    process.kill(server.pid, "SIGKILL");
    isKilled = true;
    await senders;
    // Started again: it opens the file (SQLite recovers the WAL) and stops as usual.
    await (await startBenchServer({ dataDir, env })).stop();

    const db = openDatabase(path.join(dataDir, "messages.sqlite"), { readonly: true });
    const stored = new Map(
      (db.prepare("SELECT id, seconds FROM views").all() as { id: string; seconds: number | null }[]).map((row) => [
        row.id,
        row.seconds,
      ]),
    );
    db.close();
    return {
      answeredStarts: starts.length,
      answeredUpdates: updates.length,
      lostStarts: starts.filter((id) => !stored.has(id)).length,
      lostUpdates: updates.filter((id) => stored.get(id) !== SECONDS).length,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
