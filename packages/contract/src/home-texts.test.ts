import { describe, expect, it } from 'vitest';
import { DEFAULT_HOME_TEXTS } from './default-home-texts.ts';
import { HOME_TEAM_MAX } from './home-texts-shape.ts';
import { HOME_COPY_SLOTS, homeCopyOf, homeCutKept, homeSlotValues, withConsultancyName } from './home-texts.ts';

describe("the home page's texts", () => {
  it("puts the consultancy's name where a text says {name}, as the text it is", () => {
    expect(withConsultancyName('About {name}, by {name}', 'Ram $& Shyam')).toBe('About Ram $& Shyam, by Ram $& Shyam');
    expect(withConsultancyName("{name}", "Ram $' $` $$ Shyam")).toBe("Ram $' $` $$ Shyam");
  });

  it('has a slot for every text of the copy and its language, and a value for every slot', () => {
    const values = homeSlotValues(DEFAULT_HOME_TEXTS, 'Himal Route', 'ne');
    expect(values.get(HOME_COPY_SLOTS.heroHeading.text)).toBe('Himal Route: विदेशमा काम गर्ने तपाईंको बाटो');
    expect(values.get(HOME_COPY_SLOTS.heroHeading.lang)).toBe('ne');
    expect(values.get(HOME_COPY_SLOTS.destinations[0]?.name ?? '')).toBe('United Arab Emirates');
    expect(values.get(HOME_COPY_SLOTS.processSteps[3]?.title.text ?? '')).toBe(homeCopyOf(DEFAULT_HOME_TEXTS, '', 'ne').processSteps[3]?.title.text);
    // No team or testimonials shipped: their slots have no value, and the server drops their parts.
    expect(values.size).toBe(5 * 2 + 3 * 4 + 6 * 2 + 4 * 4);
    expect(HOME_COPY_SLOTS.team).toHaveLength(HOME_TEAM_MAX);
    expect(HOME_COPY_SLOTS.testimonials[5]?.quote.lang).toBe('%HOME:testimonials.5.quote.lang%');
    expect(homeCutKept(DEFAULT_HOME_TEXTS, 'team')).toBe(false);
  });

  it('keeps a list part while the list reaches it, and the whole section while the list has anyone', () => {
    const texts = { ...DEFAULT_HOME_TEXTS, team: [{ name: 'A', role: { en: 'Adviser' }, photo: '' }, { name: 'B', role: { en: 'Driver trainer' }, photo: '' }] };
    expect(['team', 'team.0', 'team.1', 'team.2', 'testimonials', 'services'].map((path) => homeCutKept(texts, path))).toEqual([true, true, true, false, false, true]);
    const values = homeSlotValues(texts, 'X', 'ne');
    expect(values.get(HOME_COPY_SLOTS.team[1]?.name ?? '')).toBe('B');
    expect(values.get(HOME_COPY_SLOTS.team[1]?.role.lang ?? '')).toBe('en');
    expect(values.get(HOME_COPY_SLOTS.team[1]?.photo ?? '')).toBe('/portrait.svg');
  });

  it('ships every default in all six languages, none of them the English', () => {
    for (const language of ['fr', 'hi', 'bn', 'ne', 'ur'] as const) {
      const copy = homeCopyOf(DEFAULT_HOME_TEXTS, 'X', language);
      const texts = [copy.heroEyebrow, copy.heroHeading, copy.heroSubtitle, copy.aboutHeading, copy.aboutText, ...[...copy.services, ...copy.processSteps].flatMap((item) => [item.title, item.text])];
      expect(texts.every((text) => text.lang === language)).toBe(true);
      expect(texts.map((text) => text.text)).not.toContain(homeCopyOf(DEFAULT_HOME_TEXTS, 'X', 'en').heroHeading.text);
    }
  });

  it("shows the English, marked as English, where the agency wrote only English", () => {
    const texts = { ...DEFAULT_HOME_TEXTS, heroHeading: { en: 'Jobs in Qatar with {name}', hi: 'कतर में नौकरियाँ' } };
    expect(homeCopyOf(texts, 'Himal', 'ne').heroHeading).toEqual({ text: 'Jobs in Qatar with Himal', lang: 'en' });
    expect(homeCopyOf(texts, 'Himal', 'hi').heroHeading).toEqual({ text: 'कतर में नौकरियाँ', lang: 'hi' });
  });

  it('makes no claim a new agency has not made: no country, no price, no partner', () => {
    const { destinations: _chosenFromAList, ...texts } = homeCopyOf(DEFAULT_HOME_TEXTS, 'X', 'en');
    const english = JSON.stringify(texts);
    expect(english).not.toMatch(/Canada|Canadian|free|EduCanada|maple/i);
  });
});
