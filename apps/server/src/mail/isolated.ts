/*
 * Values set apart from the words around them in a message (ADR 037), so that in Urdu "+977
 * 1-4435566" is not drawn "4435566-1 977+" and an English reason keeps its full stop at its end.
 * A message is written with Unicode's isolates around each value (LRI or FSI … PDI); the plain text
 * keeps them where the message reads right to left, and the HTML turns each into an element with
 * `dir`, which browsers and mail programs isolate, so the HTML carries no invisible characters.
 */
const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';
/** Inside an `auto` isolate: the value is a Settings text's English shown for want of the message's language. */
const ENGLISH = '\uE0E0';
const ISOLATE_MARKS = /[\u2066-\u2069\uE0E0]/g;
const ISOLATE = /([\u2066\u2068])(\uE0E0?)([^\u2066-\u2069\uE0E0]*)\u2069/g;

/**
 * `value` isolated: `ltr` for phone numbers, email addresses and references, which read left to
 * right in any language; `auto` for words someone wrote (a reason, the next steps, the consultancy's
 * name, a document's label), whose direction is their first letter's; `en` for a Settings text shown
 * in English for want of the message's language (`auto`, and `lang="en"` in the HTML). Marks a value brought with it
 * are dropped, so it cannot end the isolate early. Empty stays empty.
 */
export function isolated(value: string, direction: 'ltr' | 'auto' | 'en'): string {
  if (!value.trim()) return value;
  const clean = value.replace(ISOLATE_MARKS, '');
  if (direction === 'ltr') return `${LRI}${clean}${PDI}`;
  return `${FSI}${direction === 'en' ? ENGLISH : ''}${clean}${PDI}`;
}

/** The plain-text part: isolates kept in a right-to-left message, dropped where the line already reads left to right. */
export const plainIsolates = (text: string, rtl: boolean): string =>
  rtl ? text.replaceAll(ENGLISH, '') : text.replace(ISOLATE_MARKS, '');

/** Escaped HTML with each isolate as `<span dir="ltr|auto">`, an English fallback also `lang="en"`. */
export const htmlIsolates = (escaped: string): string =>
  escaped.replace(ISOLATE, (_whole, mark: string, english: string, value: string) =>
    `<span${english ? ' lang="en"' : ''} dir="${mark === LRI ? 'ltr' : 'auto'}">${value}</span>`);
