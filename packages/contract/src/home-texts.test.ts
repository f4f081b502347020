import { describe, expect, it } from 'vitest';
import { DEFAULT_HOME_TEXTS, HOME_COPY_SLOTS, homeCopyOf, homeSlotValues, withConsultancyName } from './home-texts.ts';

describe("the home page's texts", () => {
  it("puts the consultancy's name where a text says {name}, as the text it is", () => {
    expect(withConsultancyName('About {name}, by {name}', 'Ram $& Shyam')).toBe('About Ram $& Shyam, by Ram $& Shyam');
    expect(withConsultancyName("{name}", "Ram $' $` $$ Shyam")).toBe("Ram $' $` $$ Shyam");
  });

  it('has a slot for every text of the copy, and a value for every slot', () => {
    const values = homeSlotValues(DEFAULT_HOME_TEXTS, 'Maple Route');
    expect(values.get(HOME_COPY_SLOTS.heroHeading)).toBe('Maple Route: your way to work and live in Canada');
    expect(values.get(HOME_COPY_SLOTS.destinations[0]?.name ?? '')).toBe('Canada');
    expect(values.get(HOME_COPY_SLOTS.processSteps[3]?.title ?? '')).toBe(homeCopyOf(DEFAULT_HOME_TEXTS, '').processSteps[3]?.title);
    expect(values.size).toBe(5 + 3 * 2 + 6 * 2 + 4 * 2);
  });
});
