import { COUNTRIES, COUNTRY_NAMES_IN, type ApplicantPayments, type FeesSettings } from '@visadesk/contract';
import { capOf, labelOf } from './fees-settings.ts';
import { balanceOf, serviceFeeOf, type Summed } from './ledger-sums.ts';

/** An entry as the enquiry's query gives it (application-reads.ts): what the worker may read, and what the sums need. */
export interface CopyEntry extends Summed {
  on: string;
  receiptNo: string | null;
}

/** A destination's ISO code and its name in the site's other languages (CLDR, as the country list has them): browsers lack some (Nepali). */
function countryOf(name: string): { code: string; names: ApplicantPayments['entries'][number]['names'] } {
  const code = COUNTRIES.find((country) => country.name === name)?.code ?? '';
  const names = Object.fromEntries(Object.entries(COUNTRY_NAMES_IN).flatMap(([language, all]) => (all[code] ? [[language, all[code]]] : [])));
  return { code, names };
}

/** The receipt's signed link for the applicant holding the copy (receipts.ts). */
export type ReceiptSigner = (entryId: string) => string;

/**
 * What the worker reads of their ledger (ADR 051): charges, payments and refunds with the label in
 * their language, a reversed one marked and the reversal itself left out, each payment with its
 * receipt; the balance; the cap of their destination beside the service fee they paid. Never who
 * recorded it, the method's reference or a reversal's reason.
 */
export function applicantPayments(entries: readonly CopyEntry[], fees: FeesSettings, destination: string, signReceipt: ReceiptSigner): ApplicantPayments {
  const reversed = new Set(entries.flatMap((entry) => (entry.reverses ? [entry.reverses] : [])));
  const cap = capOf(fees, destination);
  return {
    entries: entries.flatMap((entry) => {
      if (entry.kind === 'reversal') return [];
      const { en, ...names } = labelOf(fees, entry.label) ?? { en: entry.label };
      return [{
        kind: entry.kind, label: en, names, amount: entry.amount, currency: entry.currency, on: entry.on,
        receiptNo: entry.receiptNo ?? '', receipt: entry.receiptNo ? signReceipt(entry.id) : '', reversed: reversed.has(entry.id),
      }];
    }),
    balance: balanceOf(entries),
    ...(cap ? { cap: { country: cap.country, ...countryOf(cap.country), amount: cap.amount, currency: cap.currency, paid: serviceFeeOf(entries, fees.serviceFee, cap).paid } } : {}),
  };
}
