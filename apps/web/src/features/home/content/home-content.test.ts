import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../testing/test-i18n';
import { PASSPORT_HELP_TEXT, SAMPLE_VACANCY } from './home-content';

describe('home page copy (spec 2 and 9)', () => {
  it('shows consistent sample vacancy figures', () => {
    // DESIGN.md "Deliberate fixes": the spec's card had 30 empty of 28 total; the figures are
    // swapped so no more places are empty than exist.
    expect(SAMPLE_VACANCY).toMatchObject({ totalVacancies: 30, emptyVacancies: 28, salary: 1200, currency: 'USD' });
    expect(SAMPLE_VACANCY.emptyVacancies).toBeLessThanOrEqual(SAMPLE_VACANCY.totalVacancies);
  });

  it('states the Schengen passport rule', () => {
    expect(inEnglish(PASSPORT_HELP_TEXT)).toMatch(/issued no more than ten years ago/);
    expect(inEnglish(PASSPORT_HELP_TEXT)).toMatch(/at least three months beyond/);
    expect(inEnglish(PASSPORT_HELP_TEXT)).toMatch(/exit from the Schengen area/);
  });
});
