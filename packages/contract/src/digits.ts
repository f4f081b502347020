import type { Language } from './languages.ts';

/**
 * The digits applicants may type on a phone keyboard in their own script: Devanagari
 * (Hindi, Nepali), Bengali, Arabic-Indic and the Eastern Arabic-Indic digits Urdu uses. Passport
 * numbers and dates are stored with 0-9, so each is read as the digit it stands for.
 */
const DIGIT_ZEROS = [0x0966, 0x09e6, 0x0660, 0x06f0] as const;

const NATIVE_DIGIT = /[\u0966-\u096f\u09e6-\u09ef\u0660-\u0669\u06f0-\u06f9]/g;

export function latinDigits(value: string): string {
  return value.replace(NATIVE_DIGIT, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = DIGIT_ZEROS.find((start) => code >= start && code <= start + 9) ?? code;
    return String(code - zero);
  });
}

/** 0-9 written in Devanagari (Nepali dates and amounts): ० to ९. */
export const devanagariDigits = (value: number | string): string =>
  String(value).replace(/\d/g, (digit) => String.fromCharCode(DIGIT_ZEROS[0] + Number(digit)));

/**
 * The zero of each language's own digits where Intl writes its numbers in them (CLDR's default
 * numbering system: Nepali's Devanagari, Bengali's), else null for 0-9.
 */
const OWN_ZERO: Readonly<Record<Language, number | null>> = { en: null, fr: null, hi: null, bn: DIGIT_ZEROS[1], ne: DIGIT_ZEROS[0], ur: null };

/**
 * A whole number in a language's digits, as Intl writes it, without Intl: labels built as a module
 * loads (slot-labels.ts) would otherwise make 48 formatters in six locales on every public page,
 * 50 to 180 ms of script before its islands came to life. local-texts.test.ts checks it against Intl.
 */
export function digitsIn(language: Language, n: number): string {
  const zero = OWN_ZERO[language];
  return zero === null ? String(n) : String(n).replace(/\d/g, (digit) => String.fromCharCode(zero + Number(digit)));
}
