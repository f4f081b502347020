import { APPLICANT_FIELD_LABELS, DOCUMENT_SLOTS } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { inEnglish, testI18n } from '../../testing/test-i18n';
import { APPLICANT_SECTIONS, STATUS_LABELS } from './applicant-fields';
import { FIELD_WORDS, slotWords, STATUS_WORDS } from './applicant-words';

/**
 * The applicant copy's messages restate the contract's labels so the catalogues can hold them: in
 * English they must read exactly as the staff desk and the spec name each thing.
 */
describe("the applicant copy's words in English", () => {
  it('name every field as the contract does', () => {
    for (const [field, words] of Object.entries(FIELD_WORDS)) {
      expect(inEnglish(words), field).toBe(APPLICANT_FIELD_LABELS[field as keyof typeof APPLICANT_FIELD_LABELS]);
    }
  });

  it('name every status, section and document slot as the staff desk does', () => {
    for (const [status, words] of Object.entries(STATUS_WORDS)) expect(inEnglish(words)).toBe(STATUS_LABELS[status as keyof typeof STATUS_LABELS]);
    for (const section of APPLICANT_SECTIONS) expect(inEnglish(section.words)).toBe(section.title);
    const english = testI18n('en');
    for (const slot of DOCUMENT_SLOTS) expect(slotWords(english, slot.key)).toEqual({ label: slot.label, printLabel: slot.printLabel });
  });
});
