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
