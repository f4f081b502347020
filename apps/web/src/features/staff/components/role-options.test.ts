import { ROLE_LABELS, ROLES } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../../testing/test-i18n';
import { roleOptions } from './role-options';

describe("the staff forms' Role select", () => {
  it('offers every role, named as the contract does', () => {
    expect(roleOptions(testI18n('en'))).toEqual(ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })));
  });
});
