import { APPLICANT_FIELD_LABELS, SEXES } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { SEX_WORDS } from '../../../components/applicant/applicant-words';
import { inEnglish } from '../../../testing/test-i18n';
import { FORM_FIELD_WORDS } from './field-words';

describe("the staff form's field names in English", () => {
  it('name every field as the contract does', () => {
    expect(Object.keys(FORM_FIELD_WORDS).sort()).toEqual(Object.keys(APPLICANT_FIELD_LABELS).sort());
    for (const [field, words] of Object.entries(FORM_FIELD_WORDS)) {
      expect(inEnglish(words), field).toBe(APPLICANT_FIELD_LABELS[field as keyof typeof APPLICANT_FIELD_LABELS]);
    }
  });

  it('offer each sex under the value the contract files', () => {
    for (const sex of SEXES) expect(SEX_WORDS[sex] && inEnglish(SEX_WORDS[sex])).toBe(sex);
  });
});
