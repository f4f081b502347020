/**
 * CSV as spreadsheets read it (RFC 4180: comma-separated, CRLF lines, a cell quoted when it holds a
 * quote, comma, semicolon or line break, its quotes doubled), made safe to open: a cell a
 * spreadsheet would take for a formula is prefixed with `'` (OWASP's CSV injection advice), and so
 * is each part of it after a comma, semicolon or tab (a spreadsheet in a locale that separates
 * with `;` splits `1500;=1+1` there), and the file starts with a UTF-8 byte-order mark so Excel
 * reads Nepali, Bengali and Urdu names as UTF-8 (ADR 032).
 */

export const UTF8_BOM = '\uFEFF';

/**
 * `=`, `+`, `-`, `@`, a tab or a carriage return first; and the full-width `＝`, `＋`, `－`, `＠`,
 * which some spreadsheets (Apple Numbers) fold into the ASCII ones before reading a formula.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/** A separator some spreadsheet splits a line on, then what would start a formula there. */
const FORMULA_AFTER_SEPARATOR = /([,;\t])(?=[=+\-@\r\uFF1D\uFF0B\uFF0D\uFF20])/g;
const NEEDS_QUOTES = /[",;\r\n]/;

export function csvCell(value: string): string {
  const parts = value.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  const inert = FORMULA_START.test(parts) ? `'${parts}` : parts;
  return NEEDS_QUOTES.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}

/** One line: the cells, each made safe, and CRLF. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** One batch of a file's rows, as cells, and where the next batch starts (none: this was the last). */
export interface CsvBatch<Cursor> {
  rows: readonly (readonly string[])[];
  next: Cursor | undefined;
}

/**
 * A CSV file as chunks: the byte-order mark and the header first, then one chunk a batch, each
 * batch read after the last one's cursor (keyset pagination), so memory holds one batch however
 * many rows. Nothing is read until the first chunk is asked for.
 */
export async function* csvFile<Cursor>(header: readonly string[], read: (after: Cursor | undefined) => Promise<CsvBatch<Cursor>>): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine(header);
  let after: Cursor | undefined;
  do {
    const batch = await read(after);
    if (batch.rows.length > 0) yield batch.rows.map(csvLine).join('');
    after = batch.next;
  } while (after !== undefined);
}
