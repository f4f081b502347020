/** The first code point of Devanagari digits (०), as Hindi and Nepali keyboards type them. */
export const DEVANAGARI_ZERO = 0x0966;

/** Writes a text's digits in another script, as a phone keyboard in that language types them. */
export const inDigitsOf = (zero: number, text: string) => text.replace(/[0-9]/g, (digit) => String.fromCharCode(zero + Number(digit)));
