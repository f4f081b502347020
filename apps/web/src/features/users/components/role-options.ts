import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ROLES, type Role } from '@visadesk/contract';

/**
 * A staff member's role as the desk names it, a message of the catalogues (issue 16). Each English
 * message is the contract's ROLE_LABELS word for word (role-options.test.ts).
 */
export const ROLE_WORDS: Readonly<Record<Role, MessageDescriptor>> = {
  superadmin: msg({ message: 'Super Admin', comment: "A staff member's role: also manages the staff accounts and the settings." }),
  admin: msg({ message: 'Admin', comment: "A staff member's role: the ordinary staff account." }),
};

/** The Role select of the add and edit staff forms. */
export const roleOptions = (i18n: I18n) => ROLES.map((role) => ({ value: role, label: i18n._(ROLE_WORDS[role]) }));
