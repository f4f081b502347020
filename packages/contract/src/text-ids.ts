import type { ApplicantFieldKey, ApplicantSectionKey } from './applicant-fields.ts';
import type { SettingsFieldKey } from './settings-fields.ts';

/*
 * A label or heading by its id, as the web asks for one it shows (`field.birthCity`). In a module of
 * their own, without message-ids.ts's tables: a page that shows labels (the applicant copy's island)
 * would otherwise load every text of the contract to build ids it can write by itself. Each is one
 * of message-ids.ts's ContractTextId (its tables' `field.`, `section.` and `setting.` rows).
 */
export const fieldLabelId = (key: ApplicantFieldKey): `field.${ApplicantFieldKey}` => `field.${key}`;
export const sectionLabelId = (key: ApplicantSectionKey): `section.${ApplicantSectionKey}` => `section.${key}`;
export const settingLabelId = (key: SettingsFieldKey): `setting.${SettingsFieldKey}` => `setting.${key}`;
