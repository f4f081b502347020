import { ROLE_LABELS, ROLES } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { inEnglish, testI18n } from '../../../testing/test-i18n';
import { ROLE_WORDS, roleOptions } from './role-options';

describe("the staff roles' words in English", () => {
  it('name every role as the contract does', () => {
    for (const role of ROLES) expect(inEnglish(ROLE_WORDS[role]), role).toBe(ROLE_LABELS[role]);
    expect(roleOptions(testI18n('en'))).toEqual(ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })));
  });
});
