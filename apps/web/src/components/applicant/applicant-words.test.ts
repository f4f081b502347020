import { APPLICANT_FIELD_LABELS, APPLICANT_FIELD_ORDER, APPLICANT_SECTIONS, DEFAULT_SLOT_LABELS, DOCUMENT_SLOTS, slotLabelIn } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { fieldLabel, sectionLabel } from '../../i18n/contract-texts';
import { inEnglish, testI18n } from '../../testing/test-i18n';
import { STATUS_WORDS } from './applicant-words';

/**
 * The applicant copy's labels are the contract's, held by the catalogues under their ids: in
 * English they must read exactly as the staff desk and the spec name each thing.
 */
const english = testI18n('en');
describe("the applicant copy's words in English", () => {
  it('name every field as the contract does', () => {
    for (const field of APPLICANT_FIELD_ORDER) expect(fieldLabel(english, field), field).toBe(APPLICANT_FIELD_LABELS[field]);
    expect(fieldLabel(english, 'birthCity')).toBe('Birth City');
  });

  it('name every status, section and document slot as the staff desk does', () => {
    expect(Object.values(STATUS_WORDS).map(inEnglish)).toEqual(['Pending', 'Approved', 'Rejected']);
    expect(APPLICANT_SECTIONS.map((key) => sectionLabel(english, key))).toEqual([
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
