/**
 * Writes src/locales/translated-from.json: for each of the contract's texts that some language has
 * translated, the English it was translated from (ADR 048). The catalogues keep a translation under
 * its id when the contract's English changes, so src/i18n/catalogues.test.ts compares this file with
 * the contract and fails until the translations are redone. Run it once they are:
 * `npm run i18n:translated -w @visadesk/web`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT_TEXTS, LANGUAGE_CODES } from '@visadesk/contract';
import { translatedIds, TRANSLATED_FROM } from '../src/i18n/translated-from.ts';

const locales = path.resolve(import.meta.dirname, '../src/locales');
const catalogues = LANGUAGE_CODES.flatMap((language) => ['messages', 'desk'].map((name) => readFileSync(path.join(locales, language, `${name}.po`), 'utf8')));
const ids = translatedIds(catalogues);
const lock = Object.fromEntries(CONTRACT_TEXTS.filter(({ id }) => ids.has(id)).map(({ id, message }) => [id, message]));
writeFileSync(path.join(locales, TRANSLATED_FROM), `${JSON.stringify(lock, null, 2)}\n`);
process.stdout.write(`${Object.keys(lock).length} translated texts of the contract, each with the English it was translated from.\n`);
