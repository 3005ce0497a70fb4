/** `sizes` of an image in the text column: the whole screen on a phone, at most 42rem. */
export const COLUMN_SIZES = "(max-width: 46rem) 100vw, 42rem";
