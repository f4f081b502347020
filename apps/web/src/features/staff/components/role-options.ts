import type { I18n } from '@lingui/core';
import { ROLES } from '@visadesk/contract';
import { ROLE_WORDS } from '../../../components/layouts/role-words';

/** The Role select of the add and edit staff forms. */
export const roleOptions = (i18n: I18n) => ROLES.map((role) => ({ value: role, label: i18n._(ROLE_WORDS[role]) }));
