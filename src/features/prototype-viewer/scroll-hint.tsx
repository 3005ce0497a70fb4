import type { ScrollEdges } from "./scroll-edges.ts";

/**
 * docs/product.md#prototype-viewer: below the 0.3 minimum the page is wider than its box. Phones and most
 * desktops hide scrollbars until one scrolls, so this says so in words, beside the caption, where it takes
 * no room of its own. The chevrons either side of the words show which way there is more; the hidden words
 * say the same to a screen reader, which hears them as the scrolling box's description.
 */
export function ScrollHint({ id, edges }: { id: string; edges: ScrollEdges }) {
  const sides = sidesWithMore(edges);
  return (
    <span id={id} className="prototype-viewer__hint">
      <Chevron side="left" isShown={edges.left} />
      Scroll for more
      {sides && <span className="visually-hidden"> ({sides})</span>}
      <Chevron side="right" isShown={edges.right} />
    </span>
  );
}

// Both keep their room when hidden, so the words stay put as the visitor scrolls.
function Chevron({ side, isShown }: { side: "left" | "right"; isShown: boolean }) {
  return (
    <svg viewBox="0 0 8 12" width="8" height="12" aria-hidden="true" focusable="false" data-shown={isShown}>
      <path d={side === "left" ? "M6.5 1.5 2 6l4.5 4.5" : "M1.5 1.5 6 6l-4.5 4.5"} />
    </svg>
  );
}

/** Where the rest of the page is, in words: 'to the right and below', 'to the left and above', 'on every side'. */
export function sidesWithMore(edges: ScrollEdges): string | undefined {
  const { left, right, top, bottom } = edges;
  if (left && right && top && bottom) return "on every side";
  const across = left && right ? "to the left and right" : left ? "to the left" : right ? "to the right" : undefined;
  const down = top && bottom ? "above and below" : top ? "above" : bottom ? "below" : undefined;
  if (!across || !down) return across ?? down;
  // 'to the right and below', but 'to the left and right, and below': one 'and' per list.
  return `${across}${(left && right) || (top && bottom) ? ", and " : " and "}${down}`;
}
