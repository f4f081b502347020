import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { dateInWords, slotLabelIn, type ApplicationStatus, type DocumentSlotKey, type Language, type ShownSlot } from '@visadesk/contract';
import { usePublicSettings } from '../layouts/public-settings';

/**
 * The applicant copy's words, the same for the applicant's copy, the staff's and their
 * print views: in the page's language, so in English on the staff desk. The fields' labels and the
 * sections' headings are the contract's (i18n/contract-texts.ts).
 */
export const STATUS_WORDS: Readonly<Record<ApplicationStatus, MessageDescriptor>> = {
  pending: msg({ message: 'Pending', comment: 'The status of a visa application: not decided yet.' }),
  approved: msg({ message: 'Approved', comment: 'The status of a visa application: the visa is granted.' }),
  rejected: msg({ message: 'Rejected', comment: 'The status of a visa application: the visa is refused.' }),
};

/** The values of the sex field, which staff choose from a list. */
export const SEX_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  Male: msg`Male`,
  Female: msg`Female`,
};

/**
 * The twelve slots as Settings name them (ADR 039: the agency's names, per language), in the
 * page's language, else in English marked as such; on screen and on paper.
 */
export function useSlotWords(): (key: DocumentSlotKey) => ShownSlot {
  const { slotLabels } = usePublicSettings();
  const { i18n } = useLingui();
  return (key) => slotLabelIn(slotLabels, key, i18n.locale as Language);
}

/** A date the server keeps as `YYYY-MM-DD`, as the page shows it, in the page's language (dateInWords). */
export const shownDate = (i18n: I18n, value: string): string => dateInWords(i18n.locale, value);
