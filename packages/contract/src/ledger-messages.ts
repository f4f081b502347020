/**
 * What the ledger, the receipts and the fee settings say, word for word (ADR 051). Its own module
 * without Zod, like stage-messages.ts: the catalogues' ids (message-ids.ts) read it on every page.
 */
export const LEDGER_MESSAGES = {
  entry: 'Please send the entry as its kind, label, amount, currency, day and, for a payment, its method and reference.',
  kind: 'Please choose a charge, a payment or a refund (a mistake is corrected by reversing the entry).',
  label: 'Please choose one of the fee labels of Settings.',
  amount: 'Please give the amount as a whole number of the currency’s smallest unit (paisa, cents), above 0 and at most 100,000,000,000.',
  currency: 'Please give the currency as its three-letter ISO 4217 code, for example NPR, BDT, INR, PKR or USD.',
  method: 'Please say how it was paid: cash, bank transfer or wallet (eSewa, Khalti, bKash…).',
  reference: 'Please keep the reference to 100 characters or fewer.',
  referenceNeeded: 'Please give the reference of the bank transfer or the wallet payment (its transaction id).',
  day: 'Please give the day as YYYY-MM-DD, today or an earlier day.',
  dayFuture: 'The day of an entry cannot be in the future.',
  confirm: 'Please say with yes or no whether the amount above the legal cap is confirmed.',
  overCap: (excess: string) => `This takes the service fee ${excess} above the legal cap for the worker’s destination. Confirm to record it anyway: the application will be marked.`,
  capCurrency: (currency: string) => `The legal service fee for the worker’s destination is set in ${currency}: please record the service fee in that currency.`,
  reason: 'Please say why the entry is reversed (1 to 500 characters).',
  entryNotFound: 'This entry does not exist on this application.',
  alreadyReversed: 'This entry has already been reversed.',
  reverseReversal: 'A reversal cannot be reversed: record the entry again instead.',
  recorded: 'Entry recorded.',
  reversed: 'Entry reversed.',
  fees: 'Please send the fee settings as the default currency, the labels, the service fee’s label and the caps by destination.',
  feeLabels: 'Please give 1 to 30 fee labels of 1 to 60 characters, each once.',
  serviceFeeLabel: 'The service fee must be one of the fee labels.',
  cap: 'Please give each cap as a destination country, a whole amount in the currency’s smallest unit and its currency.',
  capCountry: (country: string) => `“${country}” is not a country of the list, or has two caps.`,
  feesSaved: 'Fee settings saved.',
  receiptNotFound: 'This receipt does not exist, or the link to it has expired: please check your application again.',
  paymentsDates: 'Please give the days of the payments page as YYYY-MM-DD, the first one not after the last.',
  recordFailed: 'The entry could not be recorded. Please try again.',
} as const;
