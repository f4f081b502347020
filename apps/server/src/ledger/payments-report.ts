import { sql, type SQL } from 'drizzle-orm';
import { PAYMENTS_PAGE_SIZE, type PaymentRow, type PaymentsPage } from '@visadesk/contract';
import type { Database } from '../db/client.ts';
import { rowsOf } from './ledger-figures.ts';

/** The filters as the route read them: days (YYYY-MM-DD, '' for no bound) and a method ('' for all). */
export interface PaymentsFilters {
  from: string;
  to: string;
  method: string;
}

/** Money that changed hands in the filters' days: payments and refunds. */
function whereOf(filters: PaymentsFilters): SQL {
  const parts = [sql`e.kind in ('payment', 'refund')`];
  if (filters.from) parts.push(sql`e.on >= ${filters.from}`);
  if (filters.to) parts.push(sql`e.on <= ${filters.to}`);
  if (filters.method) parts.push(sql`e.method = ${filters.method}`);
  return sql.join(parts, sql` and `);
}

const REVERSED = sql`exists (select 1 from ledger_entries r where r.reverses = e.id)`;
/** A payment counts in, a refund out. */
const SIGNED = sql`case e.kind when 'payment' then e.amount else -e.amount end`;

interface RawRow {
  id: string; application_id: string | null; worker_name: string; kind: PaymentRow['kind']; label: string; amount: string | number;
  currency: string; method: string; reference: string; on: string; actor_name: string; receipt_no: string | null; reversed: boolean;
}

const toRow = (row: RawRow): PaymentRow => ({
  _id: row.id, applicationId: row.application_id ?? '', worker: row.worker_name, kind: row.kind, label: row.label, amount: Number(row.amount),
  currency: row.currency, method: row.method, reference: row.reference, on: row.on, by: row.actor_name, receiptNo: row.receipt_no ?? '', reversed: row.reversed,
});

/** The entries the filters match, newest day first, `limit` after `offset`. */
export async function paymentRows(db: Database, filters: PaymentsFilters, limit: number, offset: number): Promise<PaymentRow[]> {
  const result = await db.execute(sql`select e.*, ${REVERSED} as reversed from ledger_entries e where ${whereOf(filters)}
    order by e.on desc, e.created_at desc, e.id desc limit ${limit} offset ${offset}`);
  return rowsOf<RawRow>(result).map(toRow);
}

/** Sums of what stands (reversed entries left out), grouped by `key`. */
async function sums(db: Database, filters: PaymentsFilters, key: SQL) {
  const result = await db.execute(sql`select ${key} as key, e.currency, sum(${SIGNED})::bigint as amount, count(*)::int as count
    from ledger_entries e where ${whereOf(filters)} and not ${REVERSED} group by 1, 2 order by 1, 2`);
  return rowsOf<{ key: string; currency: string; amount: string; count: number }>(result).map((row) => ({ ...row, amount: Number(row.amount) }));
}

/** What each application still owes (or is owed) per currency, whatever the days: the largest 50 and how many. */
async function outstanding(db: Database): Promise<Pick<PaymentsPage, 'outstanding' | 'outstandingCount'>> {
  const open = sql`select e.application_id, min(e.worker_name) as worker, e.currency,
      sum(case e.kind when 'payment' then -e.amount else e.amount end) as balance
    from ledger_entries e where e.kind <> 'reversal' and e.application_id is not null and not ${REVERSED}
    group by e.application_id, e.currency having sum(case e.kind when 'payment' then -e.amount else e.amount end) <> 0`;
  const [largest, count] = await Promise.all([
    db.execute(sql`select * from (${open}) o order by abs(o.balance) desc, o.application_id limit 50`),
    db.execute(sql`select count(*)::int as n from (${open}) o`),
  ]);
  return {
    outstanding: rowsOf<{ application_id: string; worker: string; currency: string; balance: string }>(largest)
      .map((row) => ({ applicationId: row.application_id, worker: row.worker, currency: row.currency, balance: Number(row.balance) })),
    outstandingCount: rowsOf<{ n: number }>(count)[0]?.n ?? 0,
  };
}

/** The payments page (ADR 051): one page of entries and the figures of all the filters match. */
export async function paymentsPage(db: Database, filters: PaymentsFilters, page: number): Promise<PaymentsPage> {
  const [entries, counted, byKind, byMethod, byStaff, byDay, open] = await Promise.all([
    paymentRows(db, filters, PAYMENTS_PAGE_SIZE, (page - 1) * PAYMENTS_PAGE_SIZE),
    db.execute(sql`select count(*)::int as n from ledger_entries e where ${whereOf(filters)}`),
    sums(db, filters, sql`e.kind`),
    sums(db, filters, sql`e.method`),
    sums(db, filters, sql`e.actor_name`),
    sums(db, filters, sql`e.on`),
    outstanding(db),
  ]);
  const total = rowsOf<{ n: number }>(counted)[0]?.n ?? 0;
  const totals: PaymentsPage['totals'] = {};
  for (const { key, currency, amount } of byKind) {
    const sum = (totals[currency] ??= { received: 0, refunded: 0, net: 0 });
    if (key === 'payment') sum.received += amount;
    else sum.refunded += -amount;
    sum.net += amount;
  }
  return {
    entries, total, page, pages: Math.ceil(total / PAYMENTS_PAGE_SIZE), totals,
    byMethod: byMethod.map(({ key, ...sum }) => ({ method: key, ...sum })),
    byStaff: byStaff.map(({ key, ...sum }) => ({ by: key, ...sum })),
    byDay: byDay.map(({ key, ...sum }) => ({ on: key, ...sum })),
    ...open,
  };
}

/** Rows an export reads at a time. */
const EXPORT_BATCH = 500;

export const PAYMENTS_CSV_HEADER = ['Date', 'Receipt No', 'Worker', 'Application ID', 'Kind', 'For', 'Amount', 'Currency', 'Method', 'Reference', 'Received By', 'Reversed'] as const;

/** An entry's cells: the amount in whole units as a spreadsheet reads a number (`12500.50`), never in a reader's digits. */
export function paymentCells(row: PaymentRow, digits: (currency: string) => number): string[] {
  const places = digits(row.currency);
  return [
    row.on, row.receiptNo, row.worker, row.applicationId, row.kind, row.label, (row.amount / 10 ** places).toFixed(places), row.currency,
    row.method, row.reference, row.by, row.reversed ? 'Yes' : 'No',
  ];
}

/** The export's batches, newest day first, read by offset in the entries' fixed order. */
export function paymentBatches(db: Database, filters: PaymentsFilters, digits: (currency: string) => number) {
  return async (after: number | undefined) => {
    const offset = after ?? 0;
    const rows = await paymentRows(db, filters, EXPORT_BATCH, offset);
    return { rows: rows.map((row) => paymentCells(row, digits)), next: rows.length < EXPORT_BATCH ? undefined : offset + EXPORT_BATCH };
  };
}
