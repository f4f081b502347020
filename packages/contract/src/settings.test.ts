import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, DocumentLabelsSchema, PublicSettingsSchema, publicSettingsOf, SETTINGS_MESSAGES, SettingsSchema, SettingsUpdateSchema } from './settings.ts';

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

  it('keep the staff-only document checklist off the public site', () => {
    expect(publicSettingsOf(DEFAULT_SETTINGS)).not.toHaveProperty('documentLabels');
    expect(Object.keys(PublicSettingsSchema.shape)).not.toContain('documentLabels');
  });
});

describe('the checklist of document labels', () => {
  const english = (labels: unknown[]) => labels.map((label) => (typeof label === 'string' ? { en: label } : label));
  const messagesOf = (value: unknown) => DocumentLabelsSchema.safeParse(Array.isArray(value) ? english(value) : value).error?.issues.map((i) => i.message) ?? [];

  it('starts with the four labels of the extra-documents checklist', () => {
    expect(DEFAULT_SETTINGS.documentLabels.map((label) => label.en)).toEqual(['Passport copy', 'Police clearance certificate', 'Medical report', 'Other']);
    expect(DEFAULT_SETTINGS.documentLabels[2]).toMatchObject({ ne: 'स्वास्थ्य परीक्षण प्रतिवेदन', ur: 'میڈیکل رپورٹ' });
    expect(SettingsSchema.parse(DEFAULT_SETTINGS).documentLabels).toEqual(DEFAULT_SETTINGS.documentLabels);
  });

  it('trims each label and takes 1 to 20 of them, each 1 to 80 characters', () => {
    expect(DocumentLabelsSchema.parse(english(['  Bank statement ', 'Other']))).toEqual([{ en: 'Bank statement' }, { en: 'Other' }]);
    expect(DocumentLabelsSchema.parse([{ en: 'Other', ne: ' अन्य ' }])).toEqual([{ en: 'Other', ne: 'अन्य' }]);
    expect(DocumentLabelsSchema.parse(english(['x'.repeat(80)]))).toHaveLength(1);
    expect(DocumentLabelsSchema.parse(english(Array.from({ length: 20 }, (_, i) => `Label ${i}`)))).toHaveLength(20);
    expect(messagesOf([])).toEqual([SETTINGS_MESSAGES.documentLabels]);
    expect(messagesOf(Array.from({ length: 21 }, (_, i) => `Label ${i}`))).toEqual([SETTINGS_MESSAGES.documentLabels]);
    expect(messagesOf(['Other', '   '])).toEqual([SETTINGS_MESSAGES.documentLabel]);
    expect(messagesOf(['x'.repeat(81)])).toEqual([SETTINGS_MESSAGES.documentLabel]);
    expect(messagesOf('Other')).toEqual([SETTINGS_MESSAGES.documentLabels]);
    expect(messagesOf([42])).toEqual([SETTINGS_MESSAGES.documentLabel]);
  });

  it('refuses the same label twice, whatever its case or spaces', () => {
    expect(messagesOf(['Other', ' other '])).toEqual([SETTINGS_MESSAGES.documentLabelTwice]);
    expect(messagesOf(['Medical report', 'MEDICAL REPORT', 'Other'])).toEqual([SETTINGS_MESSAGES.documentLabelTwice]);
  });

  it('may be left out of a save (callers older than it), and then stays as it was', () => {
    const { documentLabels: _absent, ...older } = DEFAULT_SETTINGS;
    expect(SettingsUpdateSchema.parse(older)).not.toHaveProperty('documentLabels');
    expect(SettingsUpdateSchema.parse({ ...older, documentLabels: [{ en: 'Visa copy' }] }).documentLabels).toEqual([{ en: 'Visa copy' }]);
    expect(SettingsUpdateSchema.safeParse({ ...older, documentLabels: [] }).success).toBe(false);
    // What the server answers always carries it.
    expect(SettingsSchema.safeParse(older).success).toBe(false);
  });
});
