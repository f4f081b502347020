import { asc, eq } from 'drizzle-orm';
import type { LedgerEntry } from '@visadesk/contract';
import type { Database, Tx } from '../db/client.ts';
import { ledgerEntries } from '../db/schema.ts';

export type LedgerRow = typeof ledgerEntries.$inferSelect;

/** An application's entries in the order they were recorded. */
export function entriesOf(db: Database | Tx, applicationId: string): Promise<LedgerRow[]> {
  return db.select().from(ledgerEntries).where(eq(ledgerEntries.applicationId, applicationId))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
}

/** An entry as staff read it: who recorded it, the method and reference of money that changed hands, a payment's receipt, a reversal's entry and reason. */
export function toEntry(row: LedgerRow): LedgerEntry {
  return {
    _id: row.id,
    kind: row.kind,
    label: row.label,
    amount: row.amount,
    currency: row.currency,
    ...(row.kind === 'payment' || row.kind === 'refund' ? { method: row.method as NonNullable<LedgerEntry['method']>, reference: row.reference } : {}),
    on: row.on,
    by: row.actorName,
    ...(row.receiptNo ? { receiptNo: row.receiptNo } : {}),
    ...(row.reverses ? { reverses: row.reverses, reason: row.reason } : {}),
    at: row.createdAt.toISOString(),
  };
}
