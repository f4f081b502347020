import { latinDigits } from './digits.ts';

/*
 * The date of birth as an applicant types it, day first, so no reader takes 04-05 for
 * 5 April or 4 May: 17-04-1992, 17/4/1992, 17.04.1992, 17 04 1992 or 17041992 (a phone's number pad
 * has no dash), in any of the site's digits. Year first is read too, with the same separators
 * (1992-04-17, 1992/04/17, 1992.04.17): it is the ISO form a browser's date field and the original
 * client send, and the order Nepali documents write dates in; its four-digit year comes
 * first, so it cannot be taken for day first.
 */
const DAY_FIRST = /^(\d{1,2})[-/. ۔](\d{1,2})[-/. ۔](\d{4})$/;
/** Marks of direction a right-to-left keyboard may type around the digits, or a copied value carry (isolates). */
const DIRECTION_MARKS = /[\u200e\u200f\u061c\u2066-\u2069]/g;
const PACKED_DAY_FIRST = /^(\d{2})(\d{2})(\d{4})$/;
const YEAR_FIRST = /^(\d{4})[-/. ۔](\d{1,2})[-/. ۔](\d{1,2})$/;

function parts(text: string): [string, string, string] | null {
  const yearFirst = YEAR_FIRST.exec(text);
  if (yearFirst) return [yearFirst[1] as string, yearFirst[2] as string, yearFirst[3] as string];
  const dayFirst = DAY_FIRST.exec(text) ?? PACKED_DAY_FIRST.exec(text);
  return dayFirst ? [dayFirst[3] as string, dayFirst[2] as string, dayFirst[1] as string] : null;
}

/** The date of birth as `YYYY-MM-DD`, or null when what was typed is no date of the calendar. */
export function readDateOfBirth(typed: string): string | null {
  const found = parts(latinDigits(typed).replace(DIRECTION_MARKS, '').trim());
  if (!found) return null;
  const [year, month, day] = found;
  const value = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}
