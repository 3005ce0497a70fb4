// A cell a spreadsheet would read as a formula starts with = + - or @ (or a tab or CR, which some
// skip first): opened from `--csv`, a visitor's `=HYPERLINK(…)` or `=cmd|…` would run. OWASP's
// "CSV Injection" advice: prefix such a cell with a single quote, which shows it as text.
// The file is split on commas, but a spreadsheet set to a language whose list separator is `;`
// (most of continental Europe), or told to split on tabs, starts a new cell after a `;` or a tab
// that csv-stringify leaves unquoted: so a tab is written out as `\u0009`, and a `'` follows any `;`
// that a formula character follows.
const FORMULA_START = /^[=+\-@\t\r]/;
const FORMULA_AFTER_SEMICOLON = /;(?=\s*[=+\-@])/g;

/** The cell as it is, or with a `'` wherever a spreadsheet could start a formula. */
export function spreadsheetSafeCell(cell: string): string {
  const split = cell.replaceAll("\t", "\\u0009").replace(FORMULA_AFTER_SEMICOLON, ";'");
  return FORMULA_START.test(split) ? `'${split}` : split;
}
