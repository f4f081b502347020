import type { I18n, MessageDescriptor } from '@lingui/core';
import type { Language } from '@visadesk/contract';

/**
 * The home page's islands are hydrated without Lingui or a catalogue (src/islands.tsx, ADR 012 and
 * 027): the page's script is the same in every language. Their words are props, written into the
 * page in its language at build time; a message with values travels as a template, its placeholders
 * left as `{name}`, and the island fills them in (fillIn).
 */
export function templateOf(i18n: I18n, descriptor: MessageDescriptor, names: readonly string[]): string {
  return i18n._({ ...descriptor, values: Object.fromEntries(names.map((name) => [name, `{${name}}`])) });
}

/** Fills a template's `{name}` placeholders; a number is written in the page's digits (Intl). */
export function fillIn(template: string, values: Readonly<Record<string, string | number>>, language: Language): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? new Intl.NumberFormat(language).format(value) : value;
  });
}
