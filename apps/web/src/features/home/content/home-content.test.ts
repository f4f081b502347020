import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../testing/test-i18n';
import { PASSPORT_HELP_TEXT } from './home-content';

describe('home page copy (spec 2 and 9)', () => {
  it('states the Schengen passport rule', () => {
    expect(inEnglish(PASSPORT_HELP_TEXT)).toMatch(/issued no more than ten years ago/);
    expect(inEnglish(PASSPORT_HELP_TEXT)).toMatch(/at least three months beyond/);
    expect(inEnglish(PASSPORT_HELP_TEXT)).toMatch(/exit from the Schengen area/);
  });
});
