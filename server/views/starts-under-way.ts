// The views whose start is being checked and stored right now, by id (docs/decisions/023-a-view-is-judged-at-its-start.md).
// A page left before its start went sends the start and its update back to back; the start takes longer
// on the server (the day's bounds, the visitor's hash), so the update, written first, found no view and
// was lost. An update of a view whose start is under way waits for that start to end.

export interface StartsUnderWay {
  /** Marks the start of view `id` under way; call what it returns once the start has ended, however. */
  begin(id: string): () => void;
  /** Resolves once the start of view `id`, if one is under way in this process, has ended. */
  ended(id: string): Promise<void> | undefined;
}

export function createStartsUnderWay(): StartsUnderWay {
  const underWay = new Map<string, Promise<void>>();
  return {
    begin(id) {
      let end = () => {};
      const ended = new Promise<void>((resolve) => {
        end = resolve;
      });
      underWay.set(id, ended);
      return () => {
        if (underWay.get(id) === ended) underWay.delete(id);
        end();
      };
    },
    ended: (id) => underWay.get(id),
  };
}
