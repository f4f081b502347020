import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../testing/test-i18n';
import { inPageLanguage } from './contract-texts';
import { PUBLIC_TEXT_IDS } from './public-texts';
import { translatedIds, TRANSLATED_FROM } from './translated-from';
import { englishOfId } from '@visadesk/contract';

const LOCALES = path.resolve(import.meta.dirname, '../locales');

/** A catalogue's entries, source to translation (the PO format: quoted strings, continued on following lines). */
function entriesOf(language: string, catalogue: 'messages' | 'desk' = 'messages'): Map<string, string> {
  const text = readFileSync(path.join(LOCALES, language, `${catalogue}.po`), 'utf8');
  const entries = new Map<string, string>();
  const unquote = (line: string) => JSON.parse(line.slice(line.indexOf('"'))) as string;
  let field: 'msgid' | 'msgstr' | null = null;
  let id = '';
  let translation = '';
  const flush = () => {
    if (id) entries.set(id, translation);
    id = '';
    translation = '';
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('msgid ')) {
      flush();
      field = 'msgid';
      id = unquote(line);
    } else if (line.startsWith('msgstr ')) {
      field = 'msgstr';
      translation = unquote(line);
    } else if (line.startsWith('"') && field === 'msgid') id += unquote(line);
    else if (line.startsWith('"') && field === 'msgstr') translation += unquote(line);
  }
  flush();
  return entries;
}

/** `{name}`, `{0}` and `<0>…</0>` tags: what the code fills in, which every language must keep. */
const placeholdersOf = (message: string) => (message.match(/\{[^{}]+\}|<\/?\d+\/?>/g) ?? []).sort();

const source = entriesOf(DEFAULT_LANGUAGE);
const others = LANGUAGE_CODES.filter((language) => language !== DEFAULT_LANGUAGE);

describe('message catalogues', () => {
  it('has English messages to translate', () => {
    expect(source.size).toBeGreaterThan(0);
  });

  it.each(others)('%s has every message, each translated', (language) => {
    const entries = entriesOf(language);
    expect([...entries.keys()].sort()).toEqual([...source.keys()].sort());
    const missing = [...entries].filter(([, translation]) => translation.trim() === '').map(([id]) => id);
    expect(missing).toEqual([]);
  });

  it.each(others)('%s keeps the placeholders of each message', (language) => {
    for (const [id, translation] of entriesOf(language)) {
      expect(placeholdersOf(translation), `${language}: ${id}`).toEqual(placeholdersOf(source.get(id) ?? id));
    }
  });

  it("shows the contract's public texts in English word for word, and in every language (ADR 048)", () => {
    const english = testI18n('en');
    for (const id of PUBLIC_TEXT_IDS) {
      const message = englishOfId(id) ?? '';
      expect(source.get(id), id).toBe(message);
      expect(inPageLanguage(english, message), id).toBe(message);
      for (const language of others) expect(inPageLanguage(testI18n(language), message), `${language}: ${id}`).not.toBe(message);
    }
  });
});

describe("the staff desk's catalogues (ADR 031)", () => {
  const desk = entriesOf(DEFAULT_LANGUAGE, 'desk');

  it('holds the words of the desk', () => {
    expect(desk.size).toBeGreaterThan(300);
  });

  it.each(others)('%s has every message of the desk, waiting for its translator, placeholders kept where translated', (language) => {
    const entries = entriesOf(language, 'desk');
    expect([...entries.keys()].sort()).toEqual([...desk.keys()].sort());
    for (const [id, translation] of entries) {
      if (translation.trim() !== '') expect(placeholdersOf(translation), `${language}: ${id}`).toEqual(placeholdersOf(desk.get(id) ?? id));
    }
  });
});

describe("the contract's translated texts (ADR 048)", () => {
  const catalogues = LANGUAGE_CODES.flatMap((language) => (['messages', 'desk'] as const).map((name) => readFileSync(path.join(LOCALES, language, `${name}.po`), 'utf8')));
  const recorded = JSON.parse(readFileSync(path.join(LOCALES, TRANSLATED_FROM), 'utf8')) as Record<string, string>;

  it('were each translated from the English the contract has now', () => {
    const translated = [...translatedIds(catalogues)].sort();
    expect(translated.length).toBeGreaterThan(50);
    // A changed sentence keeps its id and its old translations: redo them, then `npm run i18n:translated -w @visadesk/web`.
    const stale = translated.filter((id) => recorded[id] !== englishOfId(id)).map((id) => `${id}: translated from ${JSON.stringify(recorded[id])}, now ${JSON.stringify(englishOfId(id))}`);
    expect(stale).toEqual([]);
    expect(Object.keys(recorded).sort()).toEqual(translated);
  });
});
