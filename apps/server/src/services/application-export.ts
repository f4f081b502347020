import {
  APPLICANT_FIELD_LABELS,
  type ApplicantFields,
  type ApplicationFilters,
  type ApplicationSort,
  type ApplicationStatus,
} from '@visadesk/contract';
import { csvFile } from '../lib/csv.ts';
import type { ApplicationRow, Actor } from './application-context.ts';
import { filterOf, orderOf, type Cursor } from './application-filters.ts';
import { recordExport } from './application-history.ts';
import { idsOf, rowsOf, sortsWhole, totalOf } from './application-list.ts';
import type { ReadContext } from './application-reads.ts';

/** Rows read a query: a few hundred KB of CSV, whatever the export's size. */
export const EXPORT_BATCH = 500;

const STATUS_WORDS: Record<ApplicationStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

type Column = readonly [header: string, cell: (row: ApplicationRow, day: (at: Date) => string) => string];

const applicantColumns = (Object.keys(APPLICANT_FIELD_LABELS) as (keyof ApplicantFields)[])
  .filter((key) => key !== 'passport')
  .map((key): Column => [APPLICANT_FIELD_LABELS[key], (row) => String(row[key])]);

/** The list's columns as the desk shows them, then the applicant's fields as the form labels them. */
export const EXPORT_COLUMNS: readonly Column[] = [
  ['Name', (row) => (row.isAdmin ? 'Admin' : `${row.givenN} ${row.surname}`.trim())],
  ['Admin', (row) => (row.isAdmin ? 'Yes' : 'No')],
  ['Passport No', (row) => row.passport],
  ['Status', (row) => STATUS_WORDS[row.isStatus]],
  ['Visa Collect Date', (row) => row.pending],
  ['Visa Approve Date', (row) => row.approve],
  ...applicantColumns,
  ['Status Reason', (row) => row.statusReason],
  ['Registered', (row, day) => day(row.createdAt)],
  ['Last Changed', (row, day) => day(row.updatedAt)],
  ['Application ID', (row) => row.id],
];

const SORT_WORDS: Record<ApplicationSort, string> = {
  '-createdAt': 'newest first', createdAt: 'oldest first', surname: 'by surname, A to Z', '-surname': 'by surname, Z to A',
  approve: 'by visa approve date, earliest first', '-approve': 'by visa approve date, latest first',
  pending: 'by visa collect date, earliest first', '-pending': 'by visa collect date, latest first',
};

/** The history's words for an export, written as it starts: how many, which filters, which order. */
export function exportDetail(filters: ApplicationFilters, count: number): string {
  const narrowed = [
    // Not the words searched: they may be a passport number, kept here long after the application.
    filters.search && 'a search',
    filters.status && `status ${STATUS_WORDS[filters.status]}`,
    filters.nationality && `nationality ${filters.nationality}`,
    filters.jobTitle && `job title ${filters.jobTitle}`,
    filters.createdFrom && `registered from ${filters.createdFrom}`,
    filters.createdTo && `registered until ${filters.createdTo}`,
  ].filter(Boolean);
  const which = narrowed.length ? narrowed.join(', ') : 'all applications';
  return `Export of ${count.toLocaleString('en')} ${count === 1 ? 'application' : 'applications'} (${which}), ${SORT_WORDS[filters.sort]}`;
}

/**
 * The CSV of every application the filters match, in their order, a batch at a time (csvFile).
 * Recorded in the history before the first byte, with the count matched then: an export cut short
 * was still asked for.
 */
export async function exportApplications(ctx: ReadContext, filters: ApplicationFilters, actor: Actor, day: (at: Date) => string): Promise<AsyncGenerator<string>> {
  const where = filterOf(filters, ctx.timeZone);
  const total = await totalOf(ctx.db, filters, where);
  await recordExport(ctx.db, actor, exportDetail(filters, total));
  const order = orderOf(filters.sort);
  const sortWhole = sortsWhole(where, total);
  return csvFile<Cursor>(EXPORT_COLUMNS.map(([header]) => header), async (after) => {
    const ids = await idsOf(ctx.db, { where, order, sortWhole, limit: EXPORT_BATCH, ...(after ? { after } : {}) });
    const rows = await rowsOf(ctx, ids);
    return { rows: rows.map((row) => EXPORT_COLUMNS.map(([, cell]) => cell(row, day))), next: ids.length < EXPORT_BATCH ? undefined : ids.at(-1) };
  });
}
