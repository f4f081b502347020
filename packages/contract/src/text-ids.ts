import type { ApplicantFieldKey, ApplicantSectionKey } from './applicant-fields.ts';
import type { ContractTextId } from './message-ids.ts';
import type { SettingsFieldKey } from './settings-fields.ts';

/*
 * A label or heading by its id, as the web asks for one it shows (`field.birthCity`). In a module of
 * their own, without message-ids.ts's tables: a page that shows labels (the applicant copy's island)
 * would otherwise load every text of the contract to build ids it can write by itself.
 */
export const fieldLabelId = (key: ApplicantFieldKey): ContractTextId => `field.${key}`;
export const sectionLabelId = (key: ApplicantSectionKey): ContractTextId => `section.${key}`;
export const settingLabelId = (key: SettingsFieldKey): ContractTextId => `setting.${key}`;
