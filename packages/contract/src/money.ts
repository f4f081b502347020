import { devanagariDigits } from './digits.ts';

/**
 * Money as the ledger keeps it (ADR 051): an integer amount in the currency's smallest unit (paisa,
 * poisha, cents) and an ISO 4217 code. Shown by `Intl` in the reader's language, so a Hindi page
 * writes १२,५००.०० रु and an Urdu one its own digits, each with the grouping of its language.
 */

/** The currencies offered first; any other three-letter code is accepted too. */
export const COMMON_CURRENCIES = ['NPR', 'BDT', 'INR', 'PKR', 'LKR', 'PHP', 'USD', 'MYR', 'QAR', 'SAR', 'AED', 'KWD', 'OMR', 'BHD'] as const;

export const CURRENCY_PATTERN = /^[A-Z]{3}$/;

/** The largest amount an entry may hold: 100,000,000,000 smallest units (a billion rupees), far inside a JavaScript integer. */
export const AMOUNT_MAX = 100_000_000_000;

/** Whether `Intl` knows how to write the code (every well-formed code passes; the pattern keeps out the rest). */
export const isCurrencyCode = (code: string): boolean => CURRENCY_PATTERN.test(code);

const digitsCache = new Map<string, number>();

/** How many digits the currency's smallest unit has (2 for NPR, 0 for JPY, 3 for KWD), as `Intl` says. */
export function minorDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    digitsCache.set(currency, digits);
  }
  return digits;
}

/** The amount in the currency's whole units (12500.5 for 1250050 paisa). */
export const majorUnits = (amount: number, currency: string): number => amount / 10 ** minorDigits(currency);

/** The amount in smallest units from whole units as typed ("12,500.50" gives 1250050); NaN when it is not a number. */
export function minorUnits(typed: string, currency: string): number {
  const clean = typed.replace(/[,\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(clean)) return Number.NaN;
  const digits = minorDigits(currency);
  const [whole = '0', fraction = ''] = clean.split('.');
  if (fraction.length > digits) return Number.NaN;
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/**
 * Nepali by hand: browsers' ICU data often lacks Nepali (Chromium formats `ne` as American English),
 * so the amount is grouped as South Asia groups it (१२,५०,०००.००), in Devanagari digits, after रू
 * for rupees or the currency's code: the same on the server, in every browser and on paper.
 */
function nepaliMoney(amount: number, currency: string, digits: number): string {
  const number = new Intl.NumberFormat('en-IN', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(majorUnits(amount, currency));
  return `${currency === 'NPR' ? 'रू' : currency} ${devanagariDigits(number)}`;
}

/** The amount written for a reader of `locale`: `NPR 12,500.00` in English, `रू १२,५००.००` in Nepali. */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const digits = minorDigits(currency);
  if (locale === 'ne') return nepaliMoney(amount, currency, digits);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(majorUnits(amount, currency));
  } catch {
    return `${currency} ${majorUnits(amount, currency).toFixed(digits)}`;
  }
}

/** An amount in the desk's English texts (history, messages, the activity log): `NPR 2,500.00`, with a plain space. */
export const plainMoney = (amount: number, currency: string): string => formatMoney(amount, currency, 'en').replace(/\s/gu, ' ');

/** The balance per currency: what the worker owes (positive) or is owed (negative). */
export type Balance = Record<string, number>;
