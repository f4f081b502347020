import { DEFAULT_SETTINGS, publicSettingsOf, SOCIAL_NETWORKS as CONTRACT_NETWORKS } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_SETTINGS, SOCIAL_NETWORKS, readPublicSettings } from './public-settings';

describe('public settings', () => {
  it('restates the contract defaults exactly', () => {
    expect(DEFAULT_PUBLIC_SETTINGS).toEqual(publicSettingsOf(DEFAULT_SETTINGS));
    expect(SOCIAL_NETWORKS).toEqual([...CONTRACT_NETWORKS]);
  });

  it('keeps what is usable from an answer and the defaults for the rest', () => {
    expect(readPublicSettings(null)).toEqual(DEFAULT_PUBLIC_SETTINGS);
    expect(readPublicSettings({ consultancyName: '  ', phone: 42, socialLinks: { youtube: 'https://youtube.com/x' } })).toEqual({
      ...DEFAULT_PUBLIC_SETTINGS,
      socialLinks: { ...DEFAULT_PUBLIC_SETTINGS.socialLinks, youtube: 'https://youtube.com/x' },
    });
    expect(readPublicSettings({ consultancyName: 'Maple Route', registrationOpen: false })).toMatchObject({
      consultancyName: 'Maple Route',
      registrationOpen: false,
    });
  });
});
