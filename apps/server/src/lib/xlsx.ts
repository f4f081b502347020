import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { CsvBatch } from './csv.ts';

/**
 * An Excel workbook written as it is read (exceljs's streaming WorkbookWriter, ADR 036): one sheet,
 * its header row frozen and filtered, each column either text or a calendar day. Text cells stay
 * text whatever they hold (a passport `09876543`, a phone `+9779812345678`, an id of digits): Excel
 * never reads a number, a date or a formula into them, so no cell needs the CSV's `'` prefix.
 */

export interface XlsxColumn {
  header: string;
  /** `day`: a `YYYY-MM-DD` value ('' for none), written as a real date cell; anything else text. */
  kind: 'text' | 'day';
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A day as Excel keeps it: midnight UTC of that day, which it shows as that day whatever the computer's zone. */
function dayCell(value: string): Date | null {
  const [year, month, day] = value.split('-').map(Number);
  return value && year && month && day ? new Date(Date.UTC(year, month - 1, day)) : null;
}

const cellOf = (column: XlsxColumn, value: string) => (column.kind === 'day' ? dayCell(value) : value);

/**
 * Where a worksheet's rows go (ADR 036): exceljs's sheet buffer (a StreamBuf) writes them into
 * archiver's stream for the sheet's zip entry without heeding what `write` answers, so that stream,
 * not the answer's, fills when the zip falls behind. It is a readable-stream PassThrough: its
 * `needDrain` is in `_writableState`.
 */
interface EntryStream {
  _writableState: { needDrain: boolean };
  once(event: 'drain', listener: () => void): unknown;
  removeListener(event: 'drain', listener: () => void): unknown;
}

function entryOf(sheet: ExcelJS.Worksheet): EntryStream {
  const entry = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream?.pipes?.[0] as Partial<EntryStream> | undefined;
  if (typeof entry?._writableState?.needDrain !== 'boolean') throw new Error('exceljs no longer writes a worksheet into a zip entry stream (lib/xlsx.ts)');
  return entry as EntryStream;
}

/** The entry has taken all it was given, or the answer is gone; no listener is left behind either way. */
function drainedOrClosed(entry: EntryStream, out: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const settle = () => {
      entry.removeListener('drain', settle);
      out.removeListener('close', settle);
      resolve();
    };
    entry.once('drain', settle);
    out.once('close', settle);
  });
}

/**
 * The workbook as a byte stream. Each batch is read once the zip has compressed the last one's XML,
 * and the zip compresses only as fast as the HTTP answer is taken (its streams are piped, so the
 * answer's backpressure reaches the entry): memory holds about one batch, however many rows. A
 * failure in a read ends the stream with that error; a client that goes away stops the reading.
 */
export function xlsxFile<Cursor>(sheetName: string, columns: readonly XlsxColumn[], read: (after: Cursor | undefined) => Promise<CsvBatch<Cursor>>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: Math.max(12, column.header.length + 2),
    // '@' keeps a text column text when a cell is typed into later.
    style: { numFmt: column.kind === 'day' ? 'yyyy-mm-dd' : '@' },
  }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  const entry = entryOf(sheet);
  const write = async () => {
    let after: Cursor | undefined;
    do {
      const batch = await read(after);
      for (const cells of batch.rows) sheet.addRow(cells.map((value, index) => cellOf(columns[index] as XlsxColumn, value))).commit();
      // Wait until the zip has compressed this batch (as fast as the client takes it); a client gone away: stop reading.
      if (entry._writableState.needDrain && !out.destroyed) await drainedOrClosed(entry, out);
      if (out.destroyed) return;
      after = batch.next;
    } while (after !== undefined);
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
