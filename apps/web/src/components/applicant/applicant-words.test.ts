import { APPLICANT_FIELD_LABELS, DEFAULT_SLOT_LABELS, DOCUMENT_SLOTS, slotLabelIn } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../testing/test-i18n';
import { FIELD_WORDS, SECTION_WORDS, STATUS_WORDS } from './applicant-words';

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
    expect(Object.values(STATUS_WORDS).map(inEnglish)).toEqual(['Pending', 'Approved', 'Rejected']);
    expect(Object.values(SECTION_WORDS).map(inEnglish)).toEqual([
      'A. Personal Particulars',
      'B. Company Details',
      'C. Passport Details',
      "D. Applicant's Contact Details",
    ]);
    for (const slot of DOCUMENT_SLOTS) {
      const shown = slotLabelIn(DEFAULT_SLOT_LABELS, slot.key, 'en');
      expect([shown.label.text, shown.printLabel.text]).toEqual([slot.label, slot.printLabel]);
    }
  });
});
