// The line password tries wait in past the site-wide budget (docs/decisions/016-private-work.md and
// docs/decisions/018-owners-room.md, threat model: many guessers at once), on each server: one try
// leaves it every wait, so guesses from many addresses are slowed together. It lets the right people
// in: each address group holds at most one place, so a few groups cannot fill it, and tries go in the
// order of how many tries their group made in the last hour, fewest first: a recruiter or the owner
// (none, or a typo) goes ahead of groups that keep guessing, taking the place of the newest try with
// the most when the line is full.

export interface WaitLine {
  /**
   * Resolves true at the try's turn. `tries` is how many tries its group made in the last hour before
   * this one. Resolves false, unchecked, when it gets no place: its group holds one already, or the
   * line is full of tries with as few or fewer; or later, when a try with fewer takes its place.
   */
  join(group: string, tries: number): Promise<boolean>;
}

type Place = { group: string; tries: number; leave(isTurn: boolean): void };

export function createWaitLine(waitMs: number, maxWaiting: number): WaitLine {
  const places: Place[] = [];
  let isTurnComing = false;

  function giveTurn() {
    places.shift()?.leave(true);
    isTurnComing = places.length > 0;
    if (isTurnComing) setTimeout(giveTurn, waitMs);
  }

  /** Room for a try: a free place, or the newest of the places with the most tries, if that is more than its. */
  function hasRoomFor(tries: number): boolean {
    if (places.length < maxWaiting) return true;
    let last = -1;
    places.forEach((place, index) => {
      if (place.tries > tries && (last === -1 || place.tries >= (places[last]?.tries ?? 0))) last = index;
    });
    if (last === -1) return false;
    places.splice(last, 1)[0]?.leave(false);
    return true;
  }

  return {
    join(group, tries) {
      if (places.some((place) => place.group === group) || !hasRoomFor(tries)) return Promise.resolve(false);
      return new Promise<boolean>((resolve) => {
        // Behind the tries with as few, ahead of every try with more.
        const firstWithMore = places.findIndex((waiting) => waiting.tries > tries);
        places.splice(firstWithMore === -1 ? places.length : firstWithMore, 0, { group, tries, leave: resolve });
        if (isTurnComing) return;
        isTurnComing = true;
        setTimeout(giveTurn, waitMs);
      });
    },
  };
}
