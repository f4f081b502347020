import { COUNTRIES, dateInWords, devanagariDigits, formatMoney, jobsPath, localisedPath, regionName, type Language } from '@visadesk/contract';
import { escapeHtml } from '../http/prerendered-page.ts';
import { JOB_WORDS } from './public-words.ts';

/*
 * How the vacancies pages write a value (ADR 037's way, in HTML): what the agency wrote (titles,
 * the employer, hours, skills, its own terms) in a `<bdi dir="auto">` that reads its own way;
 * amounts, phone numbers and the pre-approval number in a left-to-right `<bdi>`; dates in the
 * page's words and direction. Every value escaped.
 */

export const own = (text: string) => `<bdi dir="auto">${escapeHtml(text)}</bdi>`;
export const ltr = (text: string) => `<bdi dir="ltr">${escapeHtml(text)}</bdi>`;

/** The country's ISO code from the name the demand keeps (the country list's English name); '' when not listed. */
export const countryCode = (name: string): string => COUNTRIES.find((country) => country.name === name)?.code ?? '';

/** The country in the page's language (Intl's everyday name; English keeps the list's). */
export const countryIn = (name: string, language: Language): string => regionName(countryCode(name), language, name);

/** A count in the page's digits (Bengali's own, Nepali's Devanagari). */
export function countIn(value: number, language: Language): string {
  return language === 'ne' ? devanagariDigits(value) : new Intl.NumberFormat(language).format(value);
}

/** A day in the page's words: "20 December 2026", "२० डिसेम्बर २०२६ (…)", "20 دسمبر، 2026". */
export function dayIn(value: string, language: Language): string {
  if (language !== 'en') return dateInWords(language, value);
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(value));
}

/** A monthly salary, written for the page ("QAR 1,400.00 a month"), the amount isolated left to right. */
export function monthly(amount: number, currency: string, language: Language): string {
  return JOB_WORDS[language].perMonth(ltr(formatMoney(amount, currency, language)));
}

/** What the employer pays for: yes, no (translated), the agency's own words, or "ask us". */
export function termsIn(value: string, language: Language): string {
  const words = JOB_WORDS[language];
  if (value === 'yes') return escapeHtml(words.yes);
  if (value === 'no') return escapeHtml(words.no);
  return value === '' ? escapeHtml(words.ask) : own(value);
}

/** The list's and a demand's addresses in the page's language. */
export const jobsAddress = (language: Language, demandId?: string): string =>
  localisedPath(demandId === undefined ? jobsPath('list') : jobsPath('demand', demandId), language);
