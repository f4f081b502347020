import { Readable } from 'node:stream';
import { and, sql, type SQL } from 'drizzle-orm';
import type { ActivityAction, ActivityEntry } from '@visadesk/contract';
import { applicationHistory as h } from '../db/schema.ts';
import { csvFile } from '../lib/csv.ts';
import type { HistoryKey } from '../applications/application-history.ts';
import { entriesQuery, toActivityEntry } from './activity-entries.ts';
import type { ExportSnapshot } from '../applications/export-snapshot.ts';

/** Entries a query reads: a few hundred KB of CSV, whatever the log's size. */
export const ACTIVITY_EXPORT_BATCH = 500;

const ACTION_WORDS: Record<ActivityAction, string> = {
  created: 'Created', updated: 'Edited', documents: 'Documents', status: 'Status changed', message: 'Wrote to the applicant', stage: 'Stage', ledger: 'Fees and payments', exported: 'Exported', deleted: 'Deleted',
  staff: 'Staff account', settings: 'Settings', demand: 'Demand',
};

/**
 * `2026-01-31 14:05` on the consultancy's clock: the days the log's filters read (an entry of the
 * 31st is dated the 31st, whatever zone the computer opening the file is in), in a form spreadsheets
 * take for a date and time. ISO 8601 with an offset would be exact to the second but reads as text,
 * and the order of the rows keeps entries of the same minute apart.
 */
export function wallClock(timeZone: string): (at: Date) => string {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
  });
  return (at) => {
    const part = Object.fromEntries(format.formatToParts(at).map(({ type, value }) => [type, value]));
    return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
  };
}

type Column = readonly [header: string, cell: (entry: ActivityEntry, when: (at: Date) => string) => string];

/** Who did what, to which application, when: the page's columns, and the reason of a status change. */
export const ACTIVITY_COLUMNS: readonly Column[] = [
  ['WHEN', (entry, when) => when(new Date(entry.createdAt))],
  ['STAFF', (entry) => entry.actorName],
  ['ACTION', (entry) => ACTION_WORDS[entry.action]],
  // Named as the page names it, with its id: two applicants may share a name.
  ['APPLICATION', (entry) => (entry.applicationId ? `${entry.applicantName} (${entry.applicationId})`.trim() : '')],
  ['DETAIL', (entry) => entry.detail],
  ['REASON', (entry) => entry.reason],
];

/** The entries after `cursor` in the log's order (a row comparison its indexes answer as a range). */
export const after = (cursor: HistoryKey): SQL => sql`(${h.createdAt}, ${h.id}) < (${cursor.key}::timestamptz, ${cursor.id})`;

/**
 * The CSV of the entries `where` matches, newest first, a batch at a time, each read in the export's
 * snapshot: what the log held when the export was asked, however long it takes.
 */
export function activityCsv(snapshot: ExportSnapshot, where: SQL | undefined, timeZone: string): Readable {
  const when = wallClock(timeZone);
  const lines = csvFile<HistoryKey>(ACTIVITY_COLUMNS.map(([header]) => header), (cursor) => snapshot.read(async (tx) => {
    const rows = await entriesQuery(tx, and(where, cursor ? after(cursor) : undefined)).limit(ACTIVITY_EXPORT_BATCH);
    const last = rows.at(-1);
    return {
      rows: rows.map((row) => ACTIVITY_COLUMNS.map(([, cell]) => cell(toActivityEntry(row), when))),
      next: rows.length < ACTIVITY_EXPORT_BATCH || !last ? undefined : { key: last.key, id: last.entry.id },
    };
  }));
  return Readable.from(lines, { objectMode: false });
}
