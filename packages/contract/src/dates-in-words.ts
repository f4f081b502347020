// The package has no types; web, server and e2e compile this file under their own tsconfig, so the
// declaration travels with it by reference rather than by an `include`.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./bikram-sambat.d.ts" />
import bikramSambat from 'bikram-sambat';
import { isCalendarDate } from './calendar-days.ts';
import { devanagariDigits } from './digits.ts';
import type { Language } from './languages.ts';

/*
 * A calendar day (`YYYY-MM-DD`, as kept) as a page or a message in each language writes it (ADR
 * 037). Nepali is written out here rather than by Intl: the Chromium that applicants
 * use has no Nepali month names in its ICU ("1994 M03 15"), Node has; spelled out, both read alike.
 */

/** The Gregorian months in Nepali, as CLDR names them (the test checks them against Node's ICU). */
export const NEPALI_MONTHS = [
  'जनवरी', 'फेब्रुअरी', 'मार्च', 'अप्रिल', 'मे', 'जुन', 'जुलाई', 'अगस्ट', 'सेप्टेम्बर', 'अक्टोबर', 'नोभेम्बर', 'डिसेम्बर',
] as const;

/** The Bikram Sambat months, as the converter names them (Baishakh to Chaitra). */
export const BIKRAM_SAMBAT_MONTHS = ['बैशाख', 'जेठ', 'असार', 'साउन', 'भदौ', 'असोज', 'कार्तिक', 'मंसिर', 'पौष', 'माघ', 'फाल्गुन', 'चैत'] as const;

/** "वि.सं.", Bikram Sambat: the year Nepal's offices, schools and papers count in. */
const BIKRAM_SAMBAT = 'वि.सं.';

/** Every word a Nepali date may use, for the Devanagari font's subset (apps/web/scripts/font-subsets.ts). */
export const NEPALI_DATE_WORDS = [...NEPALI_MONTHS, ...BIKRAM_SAMBAT_MONTHS, BIKRAM_SAMBAT].join(' ');


/** The Bikram Sambat day, "१६ कार्तिक २०५५ वि.सं."; null outside the converter's table (1913 to April 2034). */
export function bikramSambatDate(value: string): string | null {
  try {
    const { year, month, day } = bikramSambat.toBik(value);
    return `${devanagariDigits(day)} ${BIKRAM_SAMBAT_MONTHS[month - 1]} ${devanagariDigits(year)} ${BIKRAM_SAMBAT}`;
  } catch {
    return null;
  }
}

/** "२ नोभेम्बर १९९८ (१६ कार्तिक २०५५ वि.सं.)": the Gregorian day in Nepali words and digits, the Bikram Sambat one beside it. */
export function nepaliDate(value: string): string {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const gregorian = `${devanagariDigits(day)} ${NEPALI_MONTHS[month - 1]} ${devanagariDigits(year)}`;
  const sambat = bikramSambatDate(value);
  return sambat ? `${gregorian} (${sambat})` : gregorian;
}

/**
 * A kept day as `language` writes it: unchanged in English (the spec's form); in Nepali by
 * `nepaliDate`; in another language day, month name and year in its own words and digits (Intl),
 * which no reader can take for month-day. Anything that is no calendar day is shown as it is.
 */
export function dateInWords(language: Language | string, value: string): string {
  if (language === 'en' || !isCalendarDate(value)) return value;
  if (language === 'ne') return nepaliDate(value);
  // A date-only ISO string is read as midnight UTC, the zone it is shown in.
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(value));
}
