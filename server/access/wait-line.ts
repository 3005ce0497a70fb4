// The line password tries wait in past the site-wide budget (docs/decisions/016-private-work.md and
// docs/decisions/018-owners-room.md, threat model: many guessers at once), on each server: one try
// leaves it every wait, so guesses from many addresses are slowed together. It lets the right people
// in: each address group holds at most one place, so a few groups cannot fill it, and a try from a
// group without failures in the last hour (a recruiter, the owner) goes ahead of every group with
// some, taking the place of the newest of them when the line is full.

export interface WaitLine {
  /**
   * Resolves true at the try's turn. Resolves false, unchecked, when it gets no place: its group
   * holds one already, or the line is full of tries that come before it; or later, when a try that
   * comes before it takes its place.
   */
  join(group: string, isFresh: boolean): Promise<boolean>;
}

type Place = { group: string; isFresh: boolean; leave(isTurn: boolean): void };

export function createWaitLine(waitMs: number, maxWaiting: number): WaitLine {
  const places: Place[] = [];
  let isTurnComing = false;

  function giveTurn() {
    places.shift()?.leave(true);
    isTurnComing = places.length > 0;
    if (isTurnComing) setTimeout(giveTurn, waitMs);
  }

  /** Room for a try: there is a free place, or a fresh try takes the newest place of a group with failures. */
  function hasRoomFor(isFresh: boolean): boolean {
    if (places.length < maxWaiting) return true;
    if (!isFresh) return false;
    const newestWithFailures = places.findLastIndex((place) => !place.isFresh);
    if (newestWithFailures === -1) return false;
    places.splice(newestWithFailures, 1)[0]?.leave(false);
    return true;
  }

  return {
    join(group, isFresh) {
      if (places.some((place) => place.group === group) || !hasRoomFor(isFresh)) return Promise.resolve(false);
      return new Promise<boolean>((resolve) => {
        const place = { group, isFresh, leave: resolve };
        // Fresh tries behind the fresh ones already waiting, ahead of every other.
        const firstWithFailures = places.findIndex((waiting) => !waiting.isFresh);
        places.splice(isFresh && firstWithFailures !== -1 ? firstWithFailures : places.length, 0, place);
        if (isTurnComing) return;
        isTurnComing = true;
        setTimeout(giveTurn, waitMs);
      });
    },
  };
}
