/** docs/product.md#quotes-carousel: 'Next →' cycles round, so the last quote is followed by the first. */
export function nextSlideIndex(current: number, total: number): number {
  if (total <= 0) return 0;
  return (current + 1) % total;
}

/** docs/product.md#quotes-carousel: the position label, 'n of total', counting from 1. */
export function slidePosition(index: number, total: number): string {
  return `${index + 1} of ${total}`;
}
