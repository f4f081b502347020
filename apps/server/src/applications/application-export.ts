import { Readable } from 'node:stream';
import {
  applicantField,
  applicantFieldsWhere,
  callingCodeOf,
  internationalPhone,
  isDayField,
  type ApplicationFilters,
  type ExportFormat,
  type ApplicationSort,
  type ApplicationStatus,
} from '@visadesk/contract';
import { csvFile } from '../lib/csv.ts';
import { xlsxFile, type XlsxColumn } from '../lib/xlsx.ts';
import type { Actor } from './application-context.ts';
import type { ApplicationRow } from './application-row.ts';
import { filterOf, orderOf, type Cursor } from './application-filters.ts';
import { recordExport } from './application-history.ts';
import { openExportSnapshot, releasedWith } from './export-snapshot.ts';
import { idsOf, rowsOf, sortsWhole, totalOf } from './application-list.ts';
import { readFees } from '../ledger/fees-settings.ts';
import { overCapIds } from '../ledger/ledger-figures.ts';
import type { ReadContext } from './application-reads.ts';

/** Rows read a query: a few hundred KB of CSV, whatever the export's size. */
export const EXPORT_BATCH = 500;

const STATUS_WORDS: Record<ApplicationStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

/** A column: its header, its cell as text, and whether that text is a calendar day (a date cell in a workbook). */
type Column = readonly [header: string, cell: (row: ApplicationRow, day: (at: Date) => string, marks: Marks) => string, kind?: XlsxColumn['kind']];

/** What a batch's rows are marked with beside their own columns: those above their destination's legal fee cap (ADR 051). */
interface Marks {
  overCap: ReadonlySet<string>;
}

/**
 * The phone in international form (`+9779812345678`), so a spreadsheet keeps its country code; rows
 * saved before phones had a code use their nationality's when the number fits it, as WhatsApp does.
 * A number that makes no international one is written as stored.
 */
const phoneCell = (row: ApplicationRow) => internationalPhone(row.phone, row.phoneCode || callingCodeOf(row.currentN))?.e164 ?? row.phone;

/** Every field the table exports (applicant-fields.ts), as the form labels it; days as date cells. */
const applicantColumns = applicantFieldsWhere((field) => field.export)
  .map((key): Column => [applicantField(key).label, key === 'phone' ? phoneCell : (row) => String(row[key]), isDayField(key) ? 'day' : 'text']);

/** The list's columns as the desk shows them, then the applicant's fields as the form labels them. */
export const EXPORT_COLUMNS: readonly Column[] = [
  ['Name', (row) => (row.isAdmin ? 'Admin' : `${row.givenN} ${row.surname}`.trim())],
  ['Admin', (row) => (row.isAdmin ? 'Yes' : 'No')],
  ['Passport No', (row) => row.passport],
  ['Status', (row) => STATUS_WORDS[row.isStatus]],
  ['Visa Collect Date', (row) => row.pending, 'day'],
  ['Visa Approve Date', (row) => row.approve, 'day'],
  ...applicantColumns,
  ['Status Reason', (row) => row.statusReason],
  // The journey (ADR 049): the stage by its id (names change, ids stay), and the day it was entered.
  ['Stage', (row) => row.stage],
  ['Stage Since', (row) => row.stageSince, 'day'],
  // Fees (ADR 051): a service fee above the destination's legal cap, computed from the ledger.
  ['Above Legal Fee Cap', (row, _day, marks) => (marks.overCap.has(row.id) ? 'Yes' : 'No')],
  ['Registered', (row, day) => day(row.createdAt), 'day'],
  ['Last Changed', (row, day) => day(row.updatedAt), 'day'],
  ['Application ID', (row) => row.id],
];

const SORT_WORDS: Record<ApplicationSort, string> = {
  '-createdAt': 'newest first', createdAt: 'oldest first', surname: 'by surname, A to Z', '-surname': 'by surname, Z to A',
  approve: 'by visa approve date, earliest first', '-approve': 'by visa approve date, latest first',
  pending: 'by visa collect date, earliest first', '-pending': 'by visa collect date, latest first',
  stageSince: 'longest in their stage first', '-stageSince': 'latest into their stage first',
};

/** The history's words for an export, written as it starts: how many, which filters, which order. */
export function exportDetail(filters: ApplicationFilters, count: number): string {
  const narrowed = [
    // Not the words searched: they may be a passport number, kept here long after the application.
    filters.search && 'a search',
    filters.status && `status ${STATUS_WORDS[filters.status]}`,
    filters.nationality && `nationality ${filters.nationality}`,
    filters.jobTitle && `job title ${filters.jobTitle}`,
    filters.stage && `stage ${filters.stage}`,
    filters.overdue === 'true' && 'overdue',
    filters.createdFrom && `registered from ${filters.createdFrom}`,
    filters.createdTo && `registered until ${filters.createdTo}`,
  ].filter(Boolean);
  const which = narrowed.length ? narrowed.join(', ') : 'all applications';
  return `Export of ${count.toLocaleString('en')} ${count === 1 ? 'application' : 'applications'} (${which}), ${SORT_WORDS[filters.sort]}`;
}

/**
 * Every application the filters match, in their order, a batch at a time: as CSV chunks (csvFile) or
 * an Excel workbook's bytes (xlsxFile, ADR 036), the same cells in both. Every batch is read in one
 * snapshot, the count too (ADR 042): the file is the list as it was when the export was asked,
 * whatever changes while it is written. Recorded in the history before the first byte, with that
 * count: an export cut short was still asked for. A staff member's third export at once is refused (429).
 */
export async function exportApplications(
  ctx: ReadContext, filters: ApplicationFilters, actor: Actor, day: (at: Date) => string, format: ExportFormat,
): Promise<Readable> {
  const where = filterOf(filters, ctx.timeZone, ctx.today());
  const snapshot = await openExportSnapshot(ctx.db, actor.id);
  let total: number;
  try {
    total = await snapshot.read((tx) => totalOf(tx, filters, where));
    await recordExport(ctx.db, actor, exportDetail(filters, total));
  } catch (error) {
    snapshot.release();
    throw error;
  }
  const fees = await readFees(ctx.db);
  const order = orderOf(filters.sort);
  const sortWhole = sortsWhole(where, total);
  const read = (after: Cursor | undefined) => snapshot.read(async (tx) => {
    const ids = await idsOf(tx, { where, order, sortWhole, limit: EXPORT_BATCH, ...(after ? { after } : {}) });
    const rows = await rowsOf(ctx, ids, tx);
    const marks = { overCap: await overCapIds(tx, fees, ids.map((entry) => entry.id)) };
    return { rows: rows.map((row) => EXPORT_COLUMNS.map(([, cell]) => cell(row, day, marks))), next: ids.length < EXPORT_BATCH ? undefined : ids.at(-1) };
  });
  const file = format === 'xlsx'
    ? xlsxFile<Cursor>('Applications', EXPORT_COLUMNS.map(([header, , kind = 'text']) => ({ header, kind })), read)
    : Readable.from(csvFile<Cursor>(EXPORT_COLUMNS.map(([header]) => header), read), { objectMode: false });
  return releasedWith(file, snapshot);
}
