/**
 * CSV as spreadsheets read it (RFC 4180: comma-separated, CRLF lines, a cell quoted when it holds a
 * quote, comma or line break, its quotes doubled), made safe to open: a cell a spreadsheet would
 * take for a formula is prefixed with `'` (OWASP's CSV injection advice), and the file starts with
 * a UTF-8 byte-order mark so Excel reads Nepali, Bengali and Urdu names as UTF-8 (ADR 032).
 */

export const UTF8_BOM = '\uFEFF';

/**
 * `=`, `+`, `-`, `@`, a tab or a carriage return first; and the full-width `＝`, `＋`, `－`, `＠`,
 * which some spreadsheets (Apple Numbers) fold into the ASCII ones before reading a formula.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string): string {
  const inert = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}

/** One line: the cells, each made safe, and CRLF. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
