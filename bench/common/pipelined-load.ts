// Load sent the cheap way, for the views bench: autocannon spends more of this machine's two cores
// building and timing each request than the server spends answering it (bench/views-results.md), so
// here each connection writes its requests as ready-made bytes, a batch at a time (HTTP/1.1
// pipelining, which the server answers in order, one request after another), and only counts the
// answers. The server does all its usual work for every request; only the sender's share shrinks.
import { connect, type Socket } from "node:net";
import type { LoadResult } from "./load-result.ts";
import { percentile } from "./stats.ts";

export interface PipelinedTarget {
  name: string;
  /** The next batch's requests, as bytes, and how many they are. */
  makeBatch: (url: URL) => { bytes: string; requests: number };
}

/**
 * Counts the answers in what a socket received, by status, and keeps what is left of an unfinished
 * one. Answers are a status line, headers, and Content-Length bytes of body (204: none).
 */
export function takeAnswers(received: string, statuses: Map<string, number>): { rest: string; count: number } {
  let rest = received;
  let count = 0;
  for (;;) {
    const headEnd = rest.indexOf("\r\n\r\n");
    if (headEnd === -1) return { rest, count };
    const head = rest.slice(0, headEnd);
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    if (rest.length < headEnd + 4 + length) return { rest, count };
    const status = /^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? "unreadable";
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    rest = rest.slice(headEnd + 4 + length);
    count++;
  }
}

/** One connection: batch after batch until `endsAt`, each batch timed from its write to its last answer. */
function runConnection(
  url: URL,
  endsAt: number,
  statuses: Map<string, number>,
  batchMs: number[],
  makeBatch: () => { bytes: string; requests: number },
) {
  return new Promise<{ errors: number }>((resolve) => {
    const socket: Socket = connect(Number(url.port), url.hostname);
    let received = "";
    let waitingFor = 0;
    let sentAt = 0;
    const sendBatch = () => {
      if (Date.now() >= endsAt) return socket.end(() => resolve({ errors: 0 }));
      const batch = makeBatch();
      waitingFor = batch.requests;
      sentAt = performance.now();
      socket.write(batch.bytes);
    };
    socket.setEncoding("latin1");
    socket.on("connect", sendBatch);
    socket.on("data", (chunk: string) => {
      const { rest, count } = takeAnswers(received + chunk, statuses);
      received = rest;
      waitingFor -= count;
      if (waitingFor > 0) return;
      batchMs.push(performance.now() - sentAt);
      sendBatch();
    });
    socket.on("error", () => resolve({ errors: 1 }));
  });
}

/** `target`'s batches on every connection, one after another, for `durationSeconds`. */
export async function runPipelined(
  base: string,
  target: PipelinedTarget,
  connections: number,
  durationSeconds: number,
): Promise<LoadResult> {
  const url = new URL(base);
  const statuses = new Map<string, number>();
  const batchMs: number[] = [];
  const startedAt = performance.now();
  const endsAt = Date.now() + durationSeconds * 1000;
  const runs = await Promise.all(
    Array.from({ length: connections }, () => runConnection(url, endsAt, statuses, batchMs, () => target.makeBatch(url))),
  );
  const seconds = (performance.now() - startedAt) / 1000;
  const answers = [...statuses.values()].reduce((sum, count) => sum + count, 0);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  batchMs.sort((a, b) => a - b);
  return {
    name: target.name,
    connections,
    reqPerSec: answers / seconds,
    // A batch's time: what its last beacon waited.
    p50Ms: round(percentile(batchMs, 0.5)),
    p99Ms: round(percentile(batchMs, 0.99)),
    answers,
    seconds,
    statuses: Object.fromEntries(statuses),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    timeouts: 0,
  };
}
