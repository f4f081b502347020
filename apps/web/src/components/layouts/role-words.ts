import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from '@visadesk/contract';

/** The staff roles as the desk names them: each English message is the contract's ROLE_LABELS word for word (role-words.test.ts). */
export const ROLE_WORDS: Readonly<Record<Role, MessageDescriptor>> = {
  superadmin: msg({ message: 'Super Admin', comment: "A staff member's role: also manages the staff accounts and the settings." }),
  admin: msg({ message: 'Admin', comment: "A staff member's role: the ordinary staff account." }),
};
