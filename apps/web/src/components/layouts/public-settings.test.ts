import { DEFAULT_HOME_TEXTS, DEFAULT_SETTINGS, publicSettingsOf, SOCIAL_NETWORKS as CONTRACT_NETWORKS } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_SETTINGS, SOCIAL_NETWORKS, readPublicSettings } from './public-settings';
import { readHomeTexts } from './read-home-texts';

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

describe("the home page's texts as the browser reads them", () => {
  it('keeps every usable text and list, and the default for a spoiled one', () => {
    const services = DEFAULT_HOME_TEXTS.services.map((item) => ({ ...item, title: { en: `${item.title.en}!`, ne: 'सेवा' } }));
    const read = readHomeTexts({
      heroHeading: { en: 'Work in the Gulf with {name}' },
      heroEyebrow: 'A plain string from an older server',
      heroSubtitle: { en: '   ', ne: 'उपशीर्षक' },
      aboutText: 42,
      services,
      destinations: ['qa', 'ae', 'sa', 'kw', 'om', 'xx'],
      processSteps: DEFAULT_HOME_TEXTS.processSteps.slice(1),
    });
    expect(read).toEqual({ ...DEFAULT_HOME_TEXTS, heroHeading: { en: 'Work in the Gulf with {name}' }, services });
    expect(readHomeTexts('nonsense')).toEqual(DEFAULT_HOME_TEXTS);
    expect(readPublicSettings({ homeTexts: { destinations: ['qa', 'ae', 'sa', 'kw', 'om', 'bh'] } }).homeTexts.destinations).toEqual([
      'qa', 'ae', 'sa', 'kw', 'om', 'bh',
    ]);
  });
});
