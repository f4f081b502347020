import { ROLE_LABELS, ROLES } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../testing/test-i18n';
import { ROLE_WORDS } from './role-words';

describe('the staff roles in English', () => {
  it('read as the contract names them', () => {
    for (const role of ROLES) expect(inEnglish(ROLE_WORDS[role]), role).toBe(ROLE_LABELS[role]);
  });
});
