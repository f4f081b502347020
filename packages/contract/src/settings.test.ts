import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, PublicSettingsSchema, publicSettingsOf, SettingsSchema } from './settings.ts';

describe('settings', () => {
  it('leave the second-factor requirement off for callers that do not send it', () => {
    const { requireTwoFactor: _absent, ...older } = DEFAULT_SETTINGS;
    expect(SettingsSchema.parse(older).requireTwoFactor).toBe(false);
  });

  it('never show the staff policies to the public site', () => {
    const shown = publicSettingsOf({ ...DEFAULT_SETTINGS, requireTwoFactor: true, registrationPolicy: 'closed' });
    expect(shown).not.toHaveProperty('requireTwoFactor');
    expect(shown).not.toHaveProperty('registrationPolicy');
    expect(shown.registrationOpen).toBe(false);
    expect(Object.keys(PublicSettingsSchema.shape)).not.toContain('requireTwoFactor');
  });
});
