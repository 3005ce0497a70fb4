// How many of each address group's password tries the wait line turned away in the last hour, on this
// server (guess-limit.ts): they are not failures (nothing was checked), but a group that keeps sending
// them is guessing, and must not keep its place ahead of a visitor (docs/decisions/016-private-work.md).
// Kept under the same keyed hash as the failures, never the address.

/** Groups remembered at most: past it the oldest is forgotten, so a flood from many groups stays small in memory. */
export const MAX_REMEMBERED_GROUPS = 10_000;

export interface TurnedAwayCounts {
  /** The group's tries turned away within the window before `at`. */
  countOf(key: string, at: number): number;
  add(key: string, at: number): void;
}

export function createTurnedAwayCounts(windowMs: number, maxGroups = MAX_REMEMBERED_GROUPS): TurnedAwayCounts {
  // Each group's count since its first try turned away in the window; a Map keeps the order groups came in.
  const counts = new Map<string, { since: number; count: number }>();
  const current = (key: string, at: number) => {
    const entry = counts.get(key);
    if (entry && at - entry.since < windowMs) return entry;
    counts.delete(key);
    return undefined;
  };
  return {
    countOf: (key, at) => current(key, at)?.count ?? 0,
    add(key, at) {
      const entry = current(key, at);
      if (entry) {
        entry.count += 1;
        return;
      }
      counts.set(key, { since: at, count: 1 });
      if (counts.size > maxGroups) counts.delete(counts.keys().next().value as string);
    },
  };
}
