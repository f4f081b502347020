import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { receiptSeries } from '../db/schema.ts';

/** A receipt number as printed: the year and the number in it, six digits (`2026-000001`). */
export const receiptNumber = (year: number, n: number): string => `${year}-${String(n).padStart(6, '0')}`;

/**
 * The next number of the year's series, taken in the payment's own transaction (ADR 051). The
 * series' row stays locked until that transaction ends: a second payment, on this instance or
 * another, waits for it, then reads the number it left; a payment that rolls back gives its number
 * back with it. So the numbers run without a gap and never twice.
 */
export async function nextReceiptNumber(tx: Tx, year: number): Promise<string> {
  const result = await tx.execute(sql`insert into ${receiptSeries} (year, last) values (${year}, 1)
    on conflict (year) do update set last = ${receiptSeries}.last + 1 returning last`);
  const [row] = (result as unknown as { rows: { last: number }[] }).rows;
  if (!row) throw new Error('the receipt series answered no number');
  return receiptNumber(year, row.last);
}
