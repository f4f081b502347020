import { describe, expect, it } from 'vitest';
import { DEFAULT_HOME_TEXTS } from './default-home-texts.ts';
import { textIn, upgradeTexts, writtenVersions } from './local-texts.ts';
import { DEFAULT_NEXT_STEPS } from './next-steps.ts';
import { DEFAULT_DOCUMENT_LABELS } from './default-document-labels.ts';
import { digitsIn } from './digits.ts';
import { LANGUAGE_CODES } from './languages.ts';
import { DEFAULT_SETTINGS, SettingsSchema } from './settings.ts';
import { DEFAULT_SLOT_LABELS, slotLabelIn } from './slot-labels.ts';

describe('a text with a version per language', () => {
  it("shows the page's version, else the English marked as English", () => {
    const text = { en: 'Call us.', ne: 'हामीलाई फोन गर्नुहोस्।', hi: '  ' };
    expect(textIn(text, 'ne')).toEqual({ text: 'हामीलाई फोन गर्नुहोस्।', lang: 'ne' });
    expect(textIn(text, 'hi')).toEqual({ text: 'Call us.', lang: 'en' });
    expect(textIn(text, 'ur')).toEqual({ text: 'Call us.', lang: 'en' });
  });

  it('keeps only the versions with words in them', () => {
    expect(writtenVersions({ en: 'Visa', fr: '', ne: 'भिसा', ur: ' ' })).toEqual({ en: 'Visa', ne: 'भिसा' });
  });

  it('reads settings saved before texts had languages: the default in all its languages, or the words as English', () => {
    const stored = {
      nextSteps: { pending: DEFAULT_NEXT_STEPS.pending.en, approved: 'Come to our office on Sunday.', rejected: '' },
      homeTexts: { ...DEFAULT_HOME_TEXTS, heroHeading: 'Jobs in the Gulf', services: DEFAULT_HOME_TEXTS.services.map((s) => ({ title: s.title.en, text: s.text.en })) },
      documentLabels: ['Medical report', 'Demand letter'],
    };
    const upgraded = upgradeTexts(stored, DEFAULT_SETTINGS) as typeof DEFAULT_SETTINGS;
    expect(upgraded.nextSteps.pending).toEqual(DEFAULT_NEXT_STEPS.pending);
    expect(upgraded.nextSteps.approved).toEqual({ en: 'Come to our office on Sunday.' });
    expect(upgraded.nextSteps.rejected).toEqual({ en: '' });
    expect(upgraded.homeTexts.heroHeading).toEqual({ en: 'Jobs in the Gulf' });
    expect(upgraded.homeTexts.services).toEqual(DEFAULT_HOME_TEXTS.services);
    expect(upgraded.documentLabels).toEqual([DEFAULT_DOCUMENT_LABELS[2], { en: 'Demand letter' }]);
    expect(SettingsSchema.shape.homeTexts.safeParse(upgraded.homeTexts).success).toBe(true);
  });

  it('hands back what is not a plain string for the schema to judge', () => {
    expect(upgradeTexts({ heroHeading: 42 }, DEFAULT_HOME_TEXTS)).toEqual({ heroHeading: 42 });
    expect(upgradeTexts('x', DEFAULT_HOME_TEXTS)).toBe('x');
  });
});

describe("the document slots' names", () => {
  it("are the spec's names in English, translated, with the language's digits", () => {
    expect(DEFAULT_SLOT_LABELS.file1).toMatchObject({ en: 'Job Letter 1', ne: 'जागिर प्रस्ताव पत्र १', bn: 'চাকরির অফার লেটার ১' });
    expect(DEFAULT_SLOT_LABELS.file8.en).toBe('Lmias 4');
    expect(DEFAULT_SLOT_LABELS.file12).toMatchObject({ en: 'Air Tickets', ur: 'ہوائی ٹکٹ' });
  });

  it("write each language's digits as Intl does, without loading Intl as the page starts", () => {
    for (const language of LANGUAGE_CODES) {
      for (const n of [0, 1, 4, 9, 12, 2026]) expect(digitsIn(language, n), `${language} ${n}`).toBe(new Intl.NumberFormat(language, { useGrouping: false }).format(n));
    }
    expect(digitsIn('ne', 12)).toBe('१२');
  });

  it("print the spec's Lmia for the English default, and a renamed slot as written", () => {
    expect(slotLabelIn(DEFAULT_SLOT_LABELS, 'file5', 'en')).toEqual({ label: { text: 'Lmias 1', lang: 'en' }, printLabel: { text: 'Lmia 1', lang: 'en' } });
    const renamed = { ...DEFAULT_SLOT_LABELS, file5: { en: 'Demand letter', ne: 'माग पत्र' } };
    expect(slotLabelIn(renamed, 'file5', 'en').printLabel).toEqual({ text: 'Demand letter', lang: 'en' });
    expect(slotLabelIn(renamed, 'file5', 'ne').label).toEqual({ text: 'माग पत्र', lang: 'ne' });
    expect(slotLabelIn(renamed, 'file5', 'hi').label).toEqual({ text: 'Demand letter', lang: 'en' });
  });

  it('must each have an English name', () => {
    const parsed = SettingsSchema.shape.slotLabels.safeParse({ ...DEFAULT_SLOT_LABELS, file3: { en: ' ', ne: 'पत्र' } });
    expect(parsed.error?.issues[0]?.message).toBe('Please give each document slot a name of 1 to 80 characters.');
  });
});
