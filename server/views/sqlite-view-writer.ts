// The SQLite views store's writer thread (docs/decisions/017-reading-statistics.md): beacons' writes
// run on a worker thread with a connection of its own, so the main thread, which answers every
// request, spends no time in SQLite's statements and commits. Beacons still gather for a few
// milliseconds and share one transaction (docs/decisions/011-group-commit.md), and each is answered
// only once the thread has committed it, so an answered beacon survives a crash as before.
//
// This one module is both sides: the main thread calls startViewWriter, which starts a worker on this
// same file; loaded as that worker, its last line runs the writer. The server build keeps it a file of
// its own (vite.server.config.ts) for that.
import { isMainThread, type MessagePort, parentPort, Worker, workerData } from "node:worker_threads";
import { openStoreFile } from "../messages/sqlite-store-file.ts";
import { prepareViewWrites } from "./sqlite-view-writes.ts";
import type { ViewRow } from "./view-tables.ts";

const ROLE = "sqlite-view-writer";

type Job = { rows: ViewRow[] } | { prune: { rawBefore: string; today: string } } | { close: true };
/** The thread's answer to a job: a failure per row for rows (undefined where the row committed), or the job's error. */
interface Reply {
  id: number;
  failures?: unknown[];
  error?: unknown;
}

export interface ViewWriter {
  /** Resolves once the row has committed. */
  write(row: ViewRow): Promise<void>;
  prune(rawBefore: string, today: string): Promise<void>;
  /** Commits what is waiting, closes the thread's connection and ends the thread. */
  close(): Promise<void>;
}

interface Waiting {
  row: ViewRow;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * The writer for `messages.sqlite` in `dataDir`, whose schema must be ready. Rows gather for `gatherMs`
 * after the first, then go to the thread as one job. The thread starts with the first job, and again
 * after it has stopped (its jobs then failed, each with an error saying so, which `log` also gets).
 */
export function startViewWriter(dataDir: string, gatherMs: number, log: (line: string) => void): ViewWriter {
  let thread: { worker: Worker; exited: Promise<void> } | undefined;
  const answers = new Map<number, (reply: Reply) => void>();
  let nextId = 0;
  let gathering: Waiting[] = [];

  const start = () => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { role: ROLE, dataDir } });
    worker.on("error", (error) => log(`Reading statistics: the writer thread failed: ${String(error)}`));
    worker.on("message", (reply: Reply) => {
      answers.get(reply.id)?.(reply);
      answers.delete(reply.id);
      // An idle thread does not keep the process alive; one with jobs does, so their answers come.
      if (answers.size === 0) worker.unref();
    });
    const exited = new Promise<void>((resolve) => {
      worker.once("exit", (code) => {
        thread = undefined;
        for (const [id, answer] of answers)
          answer({ id, error: new Error(`The views writer thread stopped (exit code ${code}).`) });
        answers.clear();
        resolve();
      });
    });
    thread = { worker, exited };
    return thread;
  };

  const send = (job: Job) =>
    new Promise<Reply>((resolve) => {
      const id = nextId++;
      answers.set(id, resolve);
      const { worker } = thread ?? start();
      worker.ref();
      worker.postMessage({ ...job, id });
    });

  const sendGathered = () => {
    const batch = gathering;
    gathering = [];
    if (batch.length === 0) return;
    void send({ rows: batch.map(({ row }) => row) }).then((reply) => {
      batch.forEach(({ resolve, reject }, index) => {
        const failure = reply.error ?? reply.failures?.[index];
        if (failure === undefined) resolve();
        else reject(failure);
      });
    });
  };

  return {
    write: (row) =>
      new Promise<void>((resolve, reject) => {
        if (gathering.length === 0) setTimeout(sendGathered, gatherMs);
        gathering.push({ row, resolve, reject });
      }),
    async prune(rawBefore, today) {
      sendGathered();
      const reply = await send({ prune: { rawBefore, today } });
      if (reply.error !== undefined) throw reply.error;
    },
    async close() {
      sendGathered();
      if (!thread) return;
      const { exited } = thread;
      await send({ close: true });
      await exited;
    },
  };
}

/** The thread's side: one job at a time, in the order they came, each answered when done. */
function runWriter(port: MessagePort, dataDir: string) {
  const db = openStoreFile(dataDir, () => {});
  // docs/decisions/017-reading-statistics.md: this connection's commits are not synced to the disk one
  // by one (WAL's NORMAL): an answered beacon survives the server's crash or SIGKILL, as the file's
  // other writers' do, but the last seconds of statistics may not survive a power cut. Messages and
  // links keep FULL on their own connections, and each of their commits syncs these pages too.
  db.pragma("synchronous = NORMAL");
  db.pragma("wal_autocheckpoint = 10000");
  const writes = prepareViewWrites(db);
  port.on("message", (request: Job & { id: number }) => {
    const { id } = request;
    try {
      if ("rows" in request) return port.postMessage({ id, failures: writes.commitEach(request.rows) });
      if ("prune" in request) {
        writes.prune(request.prune.rawBefore, request.prune.today);
        return port.postMessage({ id });
      }
      db.close();
      port.postMessage({ id });
      // Nothing else holds the thread open: it ends once the answer has gone.
      port.close();
    } catch (error) {
      port.postMessage({ id, error });
    }
  });
}

if (!isMainThread && parentPort && (workerData as { role?: string } | null)?.role === ROLE) {
  runWriter(parentPort, (workerData as { dataDir: string }).dataDir);
}
