import type { I18n } from '@lingui/core';
import {
  APPLICANT_FIELD_LABELS,
  APPLICANT_SECTION_LABELS,
  fieldLabelId,
  knownText,
  sectionLabelId,
  SETTINGS_FIELD_LABELS,
  settingLabelId,
  type ApplicantFieldKey,
  type SettingsFieldKey,
  type ApplicantSectionKey,
  type ContractTextId,
} from '@visadesk/contract';

/**
 * The contract's texts in the page's language, by id (ADR 048): the catalogues hold them under the
 * contract's ids, written from the contract by `npm run i18n:extract`. A text the page's catalogues
 * do not hold (a desk message on a public page, say) stays in the contract's English.
 */
function byId(i18n: I18n, id: string, english: string, values: Record<string, string> = {}): string {
  return i18n.messages[id] === undefined ? english : i18n._(id, values);
}

/** A field's label on the form and the copy (`field.birthCity`), in the page's language. */
export const fieldLabel = (i18n: I18n, key: ApplicantFieldKey): string => byId(i18n, fieldLabelId(key), APPLICANT_FIELD_LABELS[key]);

/** A section's heading (`section.personal`), in the page's language. */
export const sectionLabel = (i18n: I18n, key: ApplicantSectionKey): string => byId(i18n, sectionLabelId(key), APPLICANT_SECTION_LABELS[key]);

/** A setting's name on the Settings page (`setting.consultancyName`), in the page's language. */
export const settingLabel = (i18n: I18n, key: SettingsFieldKey): string => byId(i18n, settingLabelId(key), SETTINGS_FIELD_LABELS[key]);

/**
 * One of the contract's texts by its id, in the page's language: for a page that knows which text
 * it shows (the applicant copy's island), without inPageLanguage's index of every text.
 */
export const contractText = (i18n: I18n, id: ContractTextId, english: string): string => byId(i18n, id, english);

/**
 * A message as the page shows it: by the id the answer carries beside it (`messageId`), else by the
 * contract's English it is, translated when the page's catalogues hold it; any other message as it came.
 */
export function inPageLanguage(i18n: I18n, message: string, id?: string): string {
  const known = knownText(message);
  if (known) return byId(i18n, known.id, message, known.values);
  return id ? byId(i18n, id, message) : message;
}
