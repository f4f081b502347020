/** The file, beside the catalogues, holding the English each translated text of the contract was translated from. */
export const TRANSLATED_FROM = 'translated-from.json';

/**
 * The contract's ids that some catalogue translates (a non-empty `msgstr` under an explicit id, in a
 * language other than English), read from the catalogues' PO text.
 */
export function translatedIds(catalogues: readonly string[]): Set<string> {
  const ids = new Set<string>();
  for (const text of catalogues) {
    if (/^"Language: en\\n"$/m.test(text)) continue;
    // An entry: its flag, its other comments, the id, and the translation on one line or continued on the next ones.
    const entries = text.matchAll(/#\. js-lingui-explicit-id\n(?:#.*\n)*msgid "([^"]+)"\nmsgstr "((?:[^"\\]|\\.)*)"((?:\n"(?:[^"\\]|\\.)*")*)/g);
    for (const [, id, first, more] of entries) if (id && (first || /"(?:[^"\\]|\\.)+"/.test(more ?? ''))) ids.add(id);
  }
  return ids;
}
