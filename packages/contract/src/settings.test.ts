import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, PublicSettingsSchema, publicSettingsOf, SettingsSchema, SettingsUpdateSchema } from './settings.ts';

describe('settings', () => {
  it('let a save leave the second-factor requirement out (callers older than it), and say so', () => {
    const { requireTwoFactor: _absent, ...older } = DEFAULT_SETTINGS;
    expect(SettingsUpdateSchema.parse(older)).not.toHaveProperty('requireTwoFactor');
    expect(SettingsUpdateSchema.parse({ ...older, requireTwoFactor: true }).requireTwoFactor).toBe(true);
    // What the server answers always carries it.
    expect(SettingsSchema.safeParse(older).success).toBe(false);
  });

  it('never show the staff policies to the public site', () => {
    const shown = publicSettingsOf({ ...DEFAULT_SETTINGS, requireTwoFactor: true, registrationPolicy: 'closed' });
    expect(shown).not.toHaveProperty('requireTwoFactor');
    expect(shown).not.toHaveProperty('registrationPolicy');
    expect(shown.registrationOpen).toBe(false);
    expect(Object.keys(PublicSettingsSchema.shape)).not.toContain('requireTwoFactor');
  });

  it('show the public site only the fields named for it, whatever else the settings hold', () => {
    const withStaffOnlyExtra = { ...DEFAULT_SETTINGS, smtpPassword: 'secret' } as typeof DEFAULT_SETTINGS;
    const shown = publicSettingsOf(withStaffOnlyExtra);
    expect(Object.keys(shown).sort()).toEqual(Object.keys(PublicSettingsSchema.shape).sort());
    expect(JSON.stringify(shown)).not.toContain('secret');
  });
});
