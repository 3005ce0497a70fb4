// How wide each place on the site shows an image, as the `sizes` its <picture> carries, named once here:
// the components pass them to the browser, and `npm run check` reads the same ones to say how wide an
// image must be to stay sharp (pipeline/content/check-image-files.ts, docs/product.md#content).
export const IMAGE_SIZES = {
  /** The text column (a body image, the problem image, a comparison, a case study's cover on its page): the whole screen on a phone, at most 42rem. */
  column: "(max-width: 46rem) 100vw, 42rem",
  /** A case study card's cover: the whole screen on a phone, at most 22rem beside the others. */
  card: "(max-width: 40rem) 100vw, 22rem",
  /** The older and newer case studies' covers at a case study's end. */
  neighbour: "8rem",
  /**
   * A gallery tile is at least 12rem wide (gallery.css): one to a row on the narrowest phones, two on
   * wider ones, at most half the 42rem column beside the text.
   */
  galleryTile: "(max-width: 28rem) calc(100vw - 2rem), (max-width: 46rem) calc(50vw - 1.5rem), 21rem",
  /** The avatar beside the home page's greeting. */
  heroAvatar: "112px",
  /** The avatar in the header's link home. */
  headerAvatar: "40px",
  /** A quote's picture, beside its author. */
  quotePicture: "48px",
} as const;

// The root font size the site keeps (global.css sets none): 1rem is 16 css px.
const REM = 16;
const UNITS: Record<string, (value: number) => { perViewport: number; fixed: number }> = {
  px: (value) => ({ perViewport: 0, fixed: value }),
  rem: (value) => ({ perViewport: 0, fixed: value * REM }),
  vw: (value) => ({ perViewport: value / 100, fixed: 0 }),
};
const LENGTH = /^(\d+(?:\.\d+)?)(px|rem|vw)$/;
const CALC = /^calc\((\S+) ([+-]) (\S+)\)$/;
const CONDITION = /^\(max-width: (\d+(?:\.\d+)?)(px|rem)\) (.+)$/;

/** A length of `sizes` as a line over the viewport's width: perViewport × viewport + fixed, in css px. */
function lengthOf(text: string): { perViewport: number; fixed: number } {
  const calc = CALC.exec(text);
  if (calc) {
    const [, first = "", sign, second = ""] = calc;
    const [a, b] = [lengthOf(first), lengthOf(second)];
    const by = sign === "-" ? -1 : 1;
    return { perViewport: a.perViewport + by * b.perViewport, fixed: a.fixed + by * b.fixed };
  }
  const [, value, unit = ""] = LENGTH.exec(text) ?? [];
  const toLength = UNITS[unit];
  if (!toLength || value === undefined) throw new Error(`sizes: cannot read the length "${text}"`);
  return toLength(Number(value));
}

/**
 * The widest, in css px, a `sizes` attribute of the forms above lets an image be shown: each
 * `(max-width: …)` entry at the widest screen it holds for, and the last, unconditioned entry, which
 * must then be a fixed length. The attributes' lengths never shrink as the screen widens.
 */
export function widestShownWidth(sizes: string): number {
  const entries = sizes.split(", ");
  let widest = 0;
  let previousLimit = 0;
  for (const [index, entry] of entries.entries()) {
    const condition = CONDITION.exec(entry);
    const length = lengthOf(condition ? (condition[3] ?? "") : entry);
    if (!condition) {
      const isLast = index === entries.length - 1;
      if (!isLast || length.perViewport !== 0) throw new Error(`sizes: expected a fixed length last, and only there: "${sizes}"`);
      return Math.max(widest, length.fixed);
    }
    const limit = Number(condition[1]) * (condition[2] === "rem" ? REM : 1);
    if (limit <= previousLimit) throw new Error(`sizes: expected each max-width wider than the one before: "${sizes}"`);
    previousLimit = limit;
    widest = Math.max(widest, length.perViewport * limit + length.fixed);
  }
  throw new Error(`sizes: expected a fixed length last, for the widest screens: "${sizes}"`);
}
