// A cell a spreadsheet would read as a formula starts with = + - or @ (or a tab or CR, which some
// skip first): opened from `--csv`, a visitor's `=HYPERLINK(…)` or `=cmd|…` would run. OWASP's
// "CSV Injection" advice: prefix such a cell with a single quote, which shows it as text.
const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell as it is, or after a `'` when a spreadsheet would take it for a formula. */
export function spreadsheetSafeCell(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}
