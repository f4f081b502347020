import { minorDigits, type Language } from '@visadesk/contract';
import { ToWords as Bengali } from 'to-words/bn-BD';
import { ToWords as EnglishIndian } from 'to-words/en-IN';
import { ToWords as English } from 'to-words/en-US';
import { ToWords as French } from 'to-words/fr-FR';
import { ToWords as Hindi } from 'to-words/hi-IN';
import { ToWords as Nepali } from 'to-words/np-NP';
import { ToWords as Urdu } from 'to-words/ur-PK';

/** Currencies counted in lakhs and crores: an English receipt for them says "Twelve Lakh", as the region writes it. */
const SOUTH_ASIAN = new Set(['NPR', 'INR', 'BDT', 'PKR', 'LKR']);

type Converter = { convert(amount: number, options?: { currency?: boolean }): string };

const converters = new Map<string, Converter>();
function converter(key: string, make: () => Converter): Converter {
  let found = converters.get(key);
  if (!found) converters.set(key, (found = make()));
  return found;
}

/** Each language's words, and the currency it names in its own words (rupees and paisa, taka and poisha). */
const BY_LANGUAGE: Record<Exclude<Language, 'en'>, { make: () => Converter; own: string }> = {
  fr: { make: () => new French(), own: 'EUR' },
  hi: { make: () => new Hindi(), own: 'INR' },
  bn: { make: () => new Bengali(), own: 'BDT' },
  ne: { make: () => new Nepali(), own: 'NPR' },
  ur: { make: () => new Urdu(), own: 'PKR' },
};

/** The currency's name in the language, as `Intl` writes it ("Nepalese rupees", "नेपाली रुपैयाँ"). */
function currencyName(currency: string, language: Language): string {
  try {
    return new Intl.DisplayNames(language, { type: 'currency' }).of(currency) ?? currency;
  } catch {
    return currency;
  }
}

/**
 * An amount in words, in the receipt's language (ADR 051): to-words' own currency words where the
 * language has them for this currency (rupees and paisa in Nepali for NPR), else the whole units in
 * words, the currency by its name, and any smallest units as a fraction (`+ 50/100`).
 */
export function amountInWords(amount: number, currency: string, language: Language): string {
  const digits = minorDigits(currency);
  const major = Math.floor(amount / 10 ** digits);
  const minor = amount % 10 ** digits;
  if (language === 'en') {
    const words = SOUTH_ASIAN.has(currency) ? converter('en-IN', () => new EnglishIndian()) : converter('en-US', () => new English());
    return `${words.convert(major)} ${currencyName(currency, language)}${minor ? ` + ${minor}/${10 ** digits}` : ''}`;
  }
  const { make, own } = BY_LANGUAGE[language];
  const words = converter(language, make);
  if (currency === own && digits === 2) return words.convert(amount / 100, { currency: true });
  return `${words.convert(major)} ${currencyName(currency, language)}${minor ? ` + ${minor}/${10 ** digits}` : ''}`;
}
