import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APPLICATION_MESSAGES, CONTRACT_TEXTS, fieldLabelId, messageIdOf } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { messages as deskEnglish } from '../locales/en/desk.po';
import { messages as publicEnglish } from '../locales/en/messages.po';
import { testI18n } from '../testing/test-i18n';
import { fieldLabel, inPageLanguage } from './contract-texts';
import { PUBLIC_TEXT_IDS } from './public-texts';

const SOURCE = path.resolve(import.meta.dirname, '..');

/** The web's own code: no tests, no test helpers, no catalogues. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' || entry.name === 'testing' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("the contract's texts in the web's catalogues, by id (ADR 048)", () => {
  it('holds every text of the contract once, in the public catalogue or the desk one, its English word for word', () => {
    const english = testI18n('en');
    expect(CONTRACT_TEXTS.length).toBeGreaterThan(200);
    for (const { id, message } of CONTRACT_TEXTS) {
      const inPublic = Object.hasOwn(publicEnglish, id);
      expect(inPublic, id).toBe(PUBLIC_TEXT_IDS.includes(id));
      expect(inPublic || Object.hasOwn(deskEnglish, id), id).toBe(true);
      if (!/\{\d+\}/.test(message)) expect(english._(id), id).toBe(message);
    }
  });

  it('types no English sentence of the contract again in the web', () => {
    const sentences = CONTRACT_TEXTS.map(({ message }) => message).filter((message) => message.length >= 8 && !/\{\d+\}/.test(message));
    // A text typed whole: quoted, in a template (msg`…`), or as the whole text of an element (<Trans>…</Trans>).
    const typed = (code: string, text: string) => [`'${text}'`, `"${text}"`, `\`${text}\``, `>${text}<`].some((form) => code.includes(form));
    const repeated = sourceFiles(SOURCE).flatMap((file) => {
      const code = readFileSync(file, 'utf8');
      return sentences.filter((sentence) => typed(code, sentence)).map((sentence) => `${path.relative(SOURCE, file)}: ${sentence}`);
    });
    expect(repeated).toEqual([]);
  });

  it('shows a message by the id its English is known by, with its values, in the page language', () => {
    const english = testI18n('en');
    const message = APPLICATION_MESSAGES.approvalNeeds('National ID and Salary');
    expect(messageIdOf(message)).toBe('application.approvalNeeds');
    expect(inPageLanguage(english, message)).toBe(message);
    english.load('en', { 'application.approvalNeeds': 'Fill in {0} first.' });
    expect(inPageLanguage(english, message)).toBe('Fill in National ID and Salary first.');
  });

  it('shows a field label and a public message in Nepali, and a text no catalogue holds as it came', () => {
    const nepali = testI18n('ne');
    expect(fieldLabel(nepali, 'birthCity')).toBe('जन्म भएको सहर');
    expect(nepali.messages[fieldLabelId('birthCity')]).toBeDefined();
    expect(inPageLanguage(nepali, APPLICATION_MESSAGES.enquiryNotFound)).not.toBe(APPLICATION_MESSAGES.enquiryNotFound);
    expect(inPageLanguage(nepali, 'A mail server said no.')).toBe('A mail server said no.');
  });
});
