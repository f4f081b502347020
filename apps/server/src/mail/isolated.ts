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
const ISOLATE_MARKS = /[\u2066-\u2069]/g;
const ISOLATE = /([\u2066\u2068])([^\u2066-\u2069]*)\u2069/g;

/**
 * `value` isolated: `ltr` for phone numbers, email addresses and references, which read left to
 * right in any language; `auto` for words someone wrote (a reason, the next steps, the consultancy's
 * name, a document's label), whose direction is their first letter's. Marks a value brought with it
 * are dropped, so it cannot end the isolate early. Empty stays empty.
 */
export function isolated(value: string, direction: 'ltr' | 'auto'): string {
  if (!value) return value;
  return `${direction === 'ltr' ? LRI : FSI}${value.replace(ISOLATE_MARKS, '')}${PDI}`;
}

/** The plain-text part: isolates kept in a right-to-left message, dropped where the line already reads left to right. */
export const plainIsolates = (text: string, rtl: boolean): string => (rtl ? text : text.replace(ISOLATE_MARKS, ''));

/** Escaped HTML with each isolate as `<span dir="ltr|auto">`. */
export const htmlIsolates = (escaped: string): string =>
  escaped.replace(ISOLATE, (_whole, mark: string, value: string) => `<span dir="${mark === LRI ? 'ltr' : 'auto'}">${value}</span>`);
