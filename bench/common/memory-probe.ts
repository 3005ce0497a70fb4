// Loaded into the server by `npm run bench:load` only (node --import), never by `npm start`: answers
// the parent's "memory?" over the IPC channel it was started with, so no route exposes this.
interface MemoryReading {
  rssBytes: number;
  heapUsedBytes: number;
  heapTotalBytes: number;
}

process.on("message", (request) => {
  if (request !== "memory?") return;
  // A full collection first (node --expose-gc), so the heap counts what is kept, not what is garbage.
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed, heapTotal } = process.memoryUsage();
  const reading: MemoryReading = { rssBytes: rss, heapUsedBytes: heapUsed, heapTotalBytes: heapTotal };
  process.send?.(reading);
});
// The channel must not keep the server alive once it is asked to stop.
process.channel?.unref();
