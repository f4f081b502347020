/**
 * The agency's phone numbers as its staff write them in Settings: one or several,
 * separated by commas, semicolons or slashes (`+977 1-4435566, 9851012345`), a short tail after a
 * slash standing for the previous number with its last digits changed (`01-4435566/67`, a
 * Kathmandu office's second line). Kept free of Zod and libphonenumber: the public pages' footer
 * splits the numbers into links with it, and phones.ts checks each against the numbering plans.
 */

/** One number as written, with what a phone dials for it (digits and a leading +). */
export interface AgencyPhone {
  /** What precedes it in the text as written (`', '`, `' / '`); '' for the first. */
  before: string;
  shown: string;
  dial: string;
}

/** A tail of one to four digits after a slash: the previous number's last digits. */
const TAIL = /^\d{1,4}$/;
const SEPARATOR = /(\s*[,;/]\s*)/;

/** The numbers written in `value`, in order; a part with no digit (`, ,`) is kept, for the check to refuse. */
export function agencyPhones(value: string): AgencyPhone[] {
  const pieces = value.trim().split(SEPARATOR);
  const phones: AgencyPhone[] = [];
  for (let index = 0; index < pieces.length; index += 2) {
    const shown = pieces[index] ?? '';
    const before = index === 0 ? '' : (pieces[index - 1] ?? '');
    const digits = shown.replace(/[^\d+]/g, '');
    const previous = phones.at(-1);
    const tail = previous && before.includes('/') && TAIL.test(shown) && previous.dial.length > shown.length + 4;
    const dial = tail ? previous.dial.slice(0, -shown.length) + shown : digits;
    phones.push({ before, shown, dial });
  }
  return phones;
}
