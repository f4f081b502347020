import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApplicantFields } from '@visadesk/contract';
import { FIELD_WORDS } from '../../../components/applicant/applicant-words';

/**
 * Every field as the staff form names it: the applicant copy's words, and the language of the
 * applicant's messages, which only the desk shows. Each English message is the contract's label
 * word for word (field-words.test.ts checks it).
 */
export const FORM_FIELD_WORDS: Readonly<Record<keyof ApplicantFields, MessageDescriptor>> = {
  ...FIELD_WORDS,
  language: msg`Language for messages`,
};
