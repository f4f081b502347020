import { and, eq, sql } from 'drizzle-orm';
import {
  APPLICATION_MESSAGES,
  type Balance,
  plainMoney,
  LEDGER_MESSAGES as M,
  type FeeCap,
  type FeesSettings,
  type Ledger,
  type LedgerEntryRequest,
  type LocalText,
} from '@visadesk/contract';
import type { Database } from '../db/client.ts';
import { applications, ledgerEntries } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { newId } from '../lib/ids.ts';
import type { Actor } from '../applications/application-context.ts';
import { record } from '../applications/application-history.ts';
import { addresseeOf, requireRow, type ApplicationRow } from '../applications/application-row.ts';
import type { Mailer } from '../mail/mailer.ts';
import { readSettings } from '../settings/settings.ts';
import { receiptFactsOf } from './receipts.ts';
import { overCapCount, receivedInMonth } from './ledger-figures.ts';
import { capOf, labelOf, readFees } from './fees-settings.ts';
import { entriesOf, toEntry, type LedgerRow } from './ledger-entries.ts';
import { balanceOf, serviceFeeOf } from './ledger-sums.ts';
import { nextReceiptNumber } from './receipt-series.ts';

/** A service fee above the destination's legal cap, not yet confirmed: a 409 naming the cap, the total it would make and the excess. */
function overCap(cap: FeeCap, total: number): HttpError {
  const excess = total - cap.amount;
  const message = M.overCap(plainMoney(excess, cap.currency));
  return new HttpError(409, message, { errors: { amount: message }, body: { cap: { country: cap.country, amount: cap.amount, currency: cap.currency }, total, excess } });
}

const words = { charge: 'Charge', payment: 'Payment', refund: 'Refund', reversal: 'Reversal' } as const;

/** An entry in the history's words: "Payment of NPR 5,000.00 (Service fee, cash), receipt 2026-000001". */
export function describe(entry: Pick<LedgerRow, 'kind' | 'label' | 'amount' | 'currency' | 'method' | 'receiptNo'>): string {
  const how = entry.method ? `, ${entry.method}` : '';
  const receipt = entry.receiptNo ? `, receipt ${entry.receiptNo}` : '';
  return `${words[entry.kind]} of ${plainMoney(entry.amount, entry.currency)} (${entry.label}${how})${receipt}`;
}

/** The ledger as staff read it: every entry, the balance per currency and the service fee against the cap. */
export function ledgerOf(rows: LedgerRow[], fees: FeesSettings, destination: string): Ledger {
  const cap = capOf(fees, destination);
  return {
    entries: rows.map(toEntry),
    balance: balanceOf(rows),
    serviceFee: cap ? serviceFeeOf(rows, fees.serviceFee, cap) : null,
  };
}

/** The ledger of each application (ADR 051): entries appended, never edited or deleted; payments numbered in the year's series. */
export class LedgerService {
  private readonly db: Database;
  private readonly mail: Mailer;
  private readonly today: () => string;

  constructor(db: Database, mail: Mailer, today: () => string) {
    this.db = db;
    this.mail = mail;
    this.today = today;
  }

  async read(applicationId: string): Promise<Ledger> {
    const [row] = await this.db.select({ destination: applications.destination }).from(applications).where(eq(applications.id, applicationId));
    if (!row) throw new HttpError(404, APPLICATION_MESSAGES.notFound);
    const [rows, fees] = await Promise.all([entriesOf(this.db, applicationId), readFees(this.db)]);
    return ledgerOf(rows, fees, row.destination);
  }

  /** The dashboard's figures: this month's payments per currency and the applications above their cap. */
  async figures(): Promise<{ receivedThisMonth: Balance; overCap: number }> {
    const fees = await readFees(this.db);
    const [receivedThisMonth, overCap] = await Promise.all([receivedInMonth(this.db, this.today().slice(0, 7)), overCapCount(this.db, fees)]);
    return { receivedThisMonth, overCap };
  }

  /**
   * Records a charge, payment or refund. The application's row stays locked until the end, so two
   * entries of one worker are checked against the cap one after the other; a payment takes the next
   * receipt number of the year in the same transaction.
   */
  async add(applicationId: string, input: LedgerEntryRequest, actor: Actor): Promise<Ledger> {
    const today = this.today();
    const on = input.on ?? today;
    if (on > today) throw new HttpError(400, M.dayFuture, { errors: { on: M.dayFuture } });
    const answer = await this.db.transaction(async (tx) => {
      const row = await requireRow(tx, applicationId);
      const fees = await readFees(tx);
      const label = labelOf(fees, input.label);
      if (!label) throw new HttpError(400, M.label, { errors: { label: M.label } });
      const rows = await entriesOf(tx, applicationId);
      const overCap = checkCap(fees, row, label, input, rows);
      const receiptNo = input.kind === 'payment' ? await nextReceiptNumber(tx, Number(today.slice(0, 4))) : null;
      const entry = {
        id: newId(), applicationId, kind: input.kind, label: label.en, amount: input.amount, currency: input.currency,
        method: input.kind === 'charge' ? '' : (input.method ?? ''), reference: input.kind === 'charge' ? '' : input.reference, on,
        actorId: actor.id, actorName: actor.name, receiptNo, workerName: `${row.givenN} ${row.surname}`.trim(), passportEnd: row.passport.slice(-4),
        createdAt: sql`clock_timestamp()`,
      };
      const [added] = await tx.insert(ledgerEntries).values(entry).returning();
      if (!added) throw new HttpError(500, M.recordFailed);
      const above = overCap ? ': above the legal cap, confirmed' : '';
      await record(tx, applicationId, actor, 'ledger', `${describe(added)} on ${on}${above}`);
      // The payment's receipt goes to the applicant in their language, in this transaction (the outbox's guarantee).
      if (added.kind === 'payment') await this.mail.queue(tx, addresseeOf(row), { kind: 'receipt', facts: receiptFactsOf(added, await readSettings(tx), fees, row.destination, null) });
      return ledgerOf([...rows, added], fees, row.destination);
    });
    return answer;
  }

  /** Reverses one entry with a reason: a new entry naming it, never a change to it. */
  async reverse(applicationId: string, entryId: string, reason: string, actor: Actor): Promise<Ledger> {
    return this.db.transaction(async (tx) => {
      const row = await requireRow(tx, applicationId);
      const [entry] = await tx.select().from(ledgerEntries).where(and(eq(ledgerEntries.id, entryId), eq(ledgerEntries.applicationId, applicationId)));
      if (!entry) throw new HttpError(404, M.entryNotFound);
      if (entry.kind === 'reversal') throw new HttpError(409, M.reverseReversal);
      const rows = await entriesOf(tx, applicationId);
      if (rows.some((other) => other.reverses === entryId)) throw new HttpError(409, M.alreadyReversed);
      const [added] = await tx.insert(ledgerEntries).values({
        id: newId(), applicationId, kind: 'reversal', label: entry.label, amount: entry.amount, currency: entry.currency, on: this.today(),
        actorId: actor.id, actorName: actor.name, reverses: entryId, reason, workerName: entry.workerName, passportEnd: entry.passportEnd,
        createdAt: sql`clock_timestamp()`,
      }).returning();
      if (!added) throw new HttpError(500, M.recordFailed);
      await record(tx, applicationId, actor, 'ledger', `Reversed: ${describe(entry)}`, reason);
      return ledgerOf([...rows, added], await readFees(tx), row.destination);
    });
  }
}

/**
 * A service-fee charge or payment for a destination with a cap: in the cap's currency, and, when it
 * takes the total above the cap, only once staff confirm (answering whether it is above).
 */
function checkCap(fees: FeesSettings, row: ApplicationRow, label: LocalText, input: LedgerEntryRequest, rows: LedgerRow[]): boolean {
  const cap = capOf(fees, row.destination);
  if (!cap || input.kind === 'refund' || label.en.toLowerCase() !== fees.serviceFee.toLowerCase()) return false;
  if (input.currency !== cap.currency) throw new HttpError(409, M.capCurrency(cap.currency), { errors: { currency: M.capCurrency(cap.currency) } });
  const sums = serviceFeeOf(rows, fees.serviceFee, cap);
  const total = (input.kind === 'charge' ? sums.charged : sums.paid) + input.amount;
  if (total <= cap.amount) return false;
  if (!input.confirm) throw overCap(cap, total);
  return true;
}
