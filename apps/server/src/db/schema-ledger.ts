/** The ledger of each application and the receipt series (ADR 051). */
import { sql } from 'drizzle-orm';
import type { LedgerKind } from '@visadesk/contract';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { applications } from './schema-applications.ts';

/**
 * Charges, payments, refunds and reversals, appended and never edited or deleted (a mistake is
 * corrected by a reversal that names the entry). Amounts are positive integers in the currency's
 * smallest unit; the kind says which way the money went. The worker's name and the last four
 * characters of the passport are kept with the entry, so the books and the receipt series stay whole
 * when the application itself is deleted (its id then becomes null).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: text('id').primaryKey(),
    applicationId: text('application_id').references(() => applications.id, { onDelete: 'set null' }),
    kind: text('kind').$type<LedgerKind>().notNull(),
    label: text('label').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    method: text('method').notNull().default(''),
    reference: text('reference').notNull().default(''),
    /** The day the money changed hands (YYYY-MM-DD). */
    on: text('on').notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    /** A payment's number in the year's series (`2026-000001`); unique, so no number is ever given twice. */
    receiptNo: text('receipt_no').unique(),
    /**
     * A reversal's entry: unique, so an entry is reversed at most once. No foreign key: a backup
     * restores rows in id order, and a reversal's id need not sort after its entry's (the service
     * checks the entry is the application's).
     */
    reverses: text('reverses').unique(),
    reason: text('reason').notNull().default(''),
    workerName: text('worker_name').notNull(),
    passportEnd: text('passport_end').notNull().default(''),
    /** Written at the moment of the insert (clock_timestamp), after the application's lock: the ledger's order. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_app_idx').on(t.applicationId, t.createdAt),
    index('ledger_entries_on_idx').on(t.on, t.createdAt),
    check('ledger_entries_amount_positive', sql`${t.amount} > 0`),
    check('ledger_entries_kind', sql`${t.kind} in ('charge', 'payment', 'refund', 'reversal')`),
  ],
);

/**
 * The last receipt number given in each year. A payment takes the next one with an `UPDATE ...
 * RETURNING` in its own transaction: the row's lock makes two payments (on two instances too) wait
 * for each other, and a payment that rolls back gives its number back: the series has no gap.
 */
export const receiptSeries = pgTable('receipt_series', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});
