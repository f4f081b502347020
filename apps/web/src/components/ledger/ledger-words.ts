import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { LedgerKind, PaymentMethod } from '@visadesk/contract';

const KIND_WORDS = {
  charge: msg`Charge`,
  payment: msg`Payment`,
  refund: msg`Refund`,
  reversal: msg`Reversal`,
} as const;

const METHOD_WORDS = {
  cash: msg`Cash`,
  bank: msg`Bank transfer`,
  wallet: msg`Wallet (eSewa, Khalti, bKash…)`,
} as const;

/** The ledger's kinds and methods in the desk's words. */
export function useEntryWords() {
  const { _ } = useLingui();
  return {
    kind: (kind: LedgerKind) => _(KIND_WORDS[kind]),
    method: (method: PaymentMethod) => _(METHOD_WORDS[method]),
  };
}
