import { sql, type SQL } from 'drizzle-orm';
import type { Balance, FeesSettings } from '@visadesk/contract';
import type { Database, Tx } from '../db/client.ts';

/** Rows of a raw query (`db.execute`). */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The applications whose service fee, charged or paid (less refunds), in the cap's currency and net
 * of reversals, is above their destination's cap (ADR 051): computed from the entries, never kept
 * as a mark that could disagree with them. `among` narrows to some applications (an export's batch).
 */
function overCapQuery(fees: FeesSettings, among?: readonly string[]): SQL {
  const caps = JSON.stringify(fees.caps);
  const narrowed = among ? sql`and e.application_id = any(${sql.param([...among])}::text[])` : sql``;
  return sql`with caps as (select * from jsonb_to_recordset(${caps}::jsonb) as c(country text, amount bigint, currency text))
    select e.application_id as id
    from ledger_entries e
    join applications a on a.id = e.application_id
    join caps c on c.country = a.destination and c.currency = e.currency
    where e.kind in ('charge', 'payment', 'refund') and lower(e.label) = lower(${fees.serviceFee}) ${narrowed}
      and not exists (select 1 from ledger_entries r where r.reverses = e.id)
    group by e.application_id, c.amount
    having sum(case when e.kind = 'charge' then e.amount else 0 end) > c.amount
      or sum(case e.kind when 'payment' then e.amount when 'refund' then -e.amount else 0 end) > c.amount`;
}

export async function overCapIds(db: Database | Tx, fees: FeesSettings, among: readonly string[]): Promise<Set<string>> {
  if (among.length === 0 || fees.caps.length === 0) return new Set();
  return new Set(rowsOf<{ id: string }>(await db.execute(overCapQuery(fees, among))).map((row) => row.id));
}

/** How many applications are above their cap: the dashboard's count. */
export async function overCapCount(db: Database | Tx, fees: FeesSettings): Promise<number> {
  if (fees.caps.length === 0) return 0;
  const result = await db.execute(sql`select count(*)::int as n from (${overCapQuery(fees)}) over_cap`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** What was received in a month (`YYYY-MM`, by the payments' days) per currency, payments that were reversed left out. */
export async function receivedInMonth(db: Database | Tx, month: string): Promise<Balance> {
  const result = await db.execute(sql`select e.currency, sum(e.amount)::bigint as total from ledger_entries e
    where e.kind = 'payment' and e.on >= ${`${month}-01`} and e.on <= ${`${month}-31`}
      and not exists (select 1 from ledger_entries r where r.reverses = e.id)
    group by e.currency order by e.currency`);
  return Object.fromEntries(rowsOf<{ currency: string; total: string | number }>(result).map((row) => [row.currency, Number(row.total)]));
}
