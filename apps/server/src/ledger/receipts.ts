import { and, eq } from 'drizzle-orm';
import { isLanguage, PAYMENT_METHODS, type FeesSettings, type Language, type PaymentMethod, type Settings } from '@visadesk/contract';
import type { Database, Tx } from '../db/client.ts';
import { applications, ledgerEntries } from '../db/schema.ts';
import { readSettings } from '../settings/settings.ts';
import { capOf, labelOf, readFees } from './fees-settings.ts';
import type { LedgerRow } from './ledger-entries.ts';
import type { ReceiptFacts } from './receipt-html.ts';

const methodOf = (method: string): PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(method) ? (method as PaymentMethod) : 'cash';

/** A payment's receipt as the agency and the payment say it now: what its page and its email show. */
export function receiptFactsOf(
  payment: LedgerRow,
  settings: Pick<Settings, 'consultancyName' | 'address' | 'registrationNo' | 'phone'>,
  fees: FeesSettings,
  destination: string,
  reversal: Pick<LedgerRow, 'on' | 'reason'> | null,
): ReceiptFacts {
  const cap = capOf(fees, destination);
  const serviceFee = payment.label.toLowerCase() === fees.serviceFee.toLowerCase();
  return {
    receiptNo: payment.receiptNo ?? '',
    on: payment.on,
    amount: payment.amount,
    currency: payment.currency,
    label: labelOf(fees, payment.label) ?? { en: payment.label },
    method: methodOf(payment.method),
    reference: payment.reference,
    receivedBy: payment.actorName,
    worker: payment.workerName,
    passportEnd: payment.passportEnd,
    agency: { name: settings.consultancyName, address: settings.address, registrationNo: settings.registrationNo, phone: settings.phone },
    cap: cap && serviceFee ? { amount: cap.amount, currency: cap.currency } : null,
    reversed: reversal ? { on: reversal.on, reason: reversal.reason } : null,
  };
}

/** A receipt to show: its facts and the language of the application it belongs to ('en' once the application is deleted). */
export interface ShownReceipt {
  facts: ReceiptFacts;
  language: Language;
}

/** The receipt of a payment by its entry's id; null when the entry is no payment with a number. */
export async function findReceipt(db: Database | Tx, entryId: string): Promise<ShownReceipt | null> {
  const [found] = await db.select({ entry: ledgerEntries, language: applications.language, destination: applications.destination })
    .from(ledgerEntries).leftJoin(applications, eq(applications.id, ledgerEntries.applicationId))
    .where(and(eq(ledgerEntries.id, entryId), eq(ledgerEntries.kind, 'payment')));
  if (!found?.entry.receiptNo) return null;
  const [[reversal], settings, fees] = await Promise.all([
    db.select().from(ledgerEntries).where(eq(ledgerEntries.reverses, entryId)),
    readSettings(db),
    readFees(db),
  ]);
  return {
    facts: receiptFactsOf(found.entry, settings, fees, found.destination ?? '', reversal ?? null),
    language: found.language && isLanguage(found.language) ? found.language : 'en',
  };
}
