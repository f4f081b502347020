import type { Balance, FeeCap, LedgerKind, ServiceFee } from '@visadesk/contract';

/** An entry as the sums read it. */
export interface Summed {
  id: string;
  kind: LedgerKind;
  label: string;
  amount: number;
  currency: string;
  reverses: string | null;
}

/** The entries that count: neither reversed nor a reversal (a reversal undoes its entry, nothing more). */
export function standing<T extends Summed>(entries: readonly T[]): T[] {
  const reversed = new Set(entries.flatMap((entry) => (entry.reverses ? [entry.reverses] : [])));
  return entries.filter((entry) => entry.kind !== 'reversal' && !reversed.has(entry.id));
}

/** Which way an entry moves what the worker owes: a charge and a refund add to it, a payment takes from it. */
const SIGN: Record<LedgerKind, number> = { charge: 1, refund: 1, payment: -1, reversal: 0 };

/** The balance per currency, computed from the entries each time (never stored): what the worker owes, negative when the agency owes them. */
export function balanceOf(entries: readonly Summed[]): Balance {
  const balance: Balance = {};
  for (const entry of standing(entries)) balance[entry.currency] = (balance[entry.currency] ?? 0) + SIGN[entry.kind] * entry.amount;
  return balance;
}

/** The service fee charged and paid (less refunds) in the cap's currency, against the cap. */
export function serviceFeeOf(entries: readonly Summed[], serviceFee: string, cap: FeeCap): ServiceFee {
  let charged = 0;
  let paid = 0;
  const label = serviceFee.toLowerCase();
  for (const entry of standing(entries)) {
    if (entry.label.toLowerCase() !== label || entry.currency !== cap.currency) continue;
    if (entry.kind === 'charge') charged += entry.amount;
    else if (entry.kind === 'payment') paid += entry.amount;
    else if (entry.kind === 'refund') paid -= entry.amount;
  }
  return { cap, charged, paid, over: charged > cap.amount || paid > cap.amount };
}
