export interface GroupCommit<T, R> {
  /** Resolves with the item's result once the transaction holding it has committed. */
  write(item: T): Promise<R>;
  /** Commits whatever is waiting now (before the store closes). */
  flush(): void;
}

interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: writes that arrive while the event loop is busy share one transaction, so under load
 * the disk does one fsync per batch instead of one per message, and nobody is answered before their
 * batch is on disk. The batch is committed in the check phase (setImmediate), after the poll phase
 * has taken in every request that was ready, so a lone write waits for no timer.
 *
 * `commit` writes all items in one transaction and returns a result per item. When it throws, each
 * item is tried again in a transaction of its own, so one bad item fails only its own write.
 */
export function createGroupCommit<T, R>(commit: (items: T[]) => R[]): GroupCommit<T, R> {
  let waiting: Waiting<T, R>[] = [];

  function flush() {
    const batch = waiting;
    waiting = [];
    if (batch.length === 0) return;
    try {
      const results = commit(batch.map(({ item }) => item));
      batch.forEach(({ resolve }, index) => {
        resolve(results[index] as R);
      });
    } catch (error) {
      if (batch.length === 1) return batch[0]?.reject(error);
      for (const one of batch) {
        try {
          one.resolve(commit([one.item])[0] as R);
        } catch (itsError) {
          one.reject(itsError);
        }
      }
    }
  }

  return {
    write(item) {
      return new Promise<R>((resolve, reject) => {
        if (waiting.length === 0) setImmediate(flush);
        waiting.push({ item, resolve, reject });
      });
    },
    flush,
  };
}
