import { ROLES, ROLE_LABELS } from '@visadesk/contract';

/** The Role select of the add and edit staff forms. */
export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
