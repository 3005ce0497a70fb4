// The per-address limit on beacons (docs/product.md#reading-statistics): so many a minute per IPv4
// address or IPv6 /64, counted under a keyed hash (limit-key.ts), never the address. Counts live in
// this server's memory, a minute at most: each server of several on one PostgreSQL counts its own.

export const BEACON_LIMIT = { max: 120, windowMs: 60_000 } as const;

/** Whether one more beacon under `key` is within the limit now; counts it when it is. */
export function createBeaconLimit(now: () => number, { max, windowMs }: { max: number; windowMs: number } = BEACON_LIMIT) {
  let counts = new Map<string, number>();
  let windowEnds = 0;
  return (key: string): boolean => {
    const at = now();
    // A fixed window: all counts start again together, so the map never holds more than a window's senders.
    if (at >= windowEnds) {
      counts = new Map();
      windowEnds = at + windowMs;
    }
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    return count <= max;
  };
}
