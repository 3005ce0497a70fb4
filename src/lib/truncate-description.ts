// docs/product.md#page-metadata: a description above 160 characters is cut to 157 plus an ellipsis.
export const DESCRIPTION_MAX_LENGTH = 160;
export const DESCRIPTION_CUT_LENGTH = 157;

export function truncateDescription(text: string): string {
  const normalized = text.replace(/\s+/g, " ").trim();
  // Count characters, not UTF-16 units, so an emoji or accented letter is never split in half.
  const characters = Array.from(normalized);
  if (characters.length <= DESCRIPTION_MAX_LENGTH) return normalized;
  return `${characters.slice(0, DESCRIPTION_CUT_LENGTH).join("")}…`;
}
