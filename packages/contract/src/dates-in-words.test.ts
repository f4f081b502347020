import bikramSambat from 'bikram-sambat';
import { describe, expect, it } from 'vitest';
import { BIKRAM_SAMBAT_MONTHS, bikramSambatDate, dateInWords, NEPALI_MONTHS, nepaliDate } from './dates-in-words.ts';

/*
 * Days whose Bikram Sambat date is published beside the Gregorian one (fetched 2026-11-27):
 * - New years, 1 Baisakh: 2073 = 13 April 2016 (eagletreks.com: "12th April is the last day of the
 *   Nepalese year 2072"), 2080 = 14 April 2023 (RSS via sajhamanch.com, themountaincompany.co.uk),
 *   2081 = 13 April 2024 (myRepublica, "KATHMANDU, April 13: It is New Year- 2081"), 2082 = 14 April
 *   2025 (nepaliclass.com "In the year 2025, 14 of April is the New Year (Baisakh 1, 2082)").
 * - The constitution, Asoj 3 2072 = 20 September 2015 (Nepal Gazette "20 September 2015 (2072.6.3)";
 *   ecanadanepal.com), and that site's issue of "September 25 2015 (Ashoj 8, 2072)".
 * - Republic Day, Jestha 15: 2065 = 28 May 2008 (Khabarhub, "May 28, 2008 (Jestha 15, 2065 BS)"),
 *   2077 = 28 May 2020 ("जेठ १५, २०७७ - बिहीवार, 28 May, 2020 - Thursday"), 2078 = 29 May 2021
 *   ("जेठ १५, २०७८ शनिवार, 29 May, 2021 Saturday"), 2082 = 29 May 2025 (Radio Nepal, "the 15th day
 *   of the Nepali month of Jestha (May 29 this year)").
 * - Democracy Day, Falgun 7 2007 = 18 February 1951 ("February 18, 1951 (Falgun 7, 2007 B.S.)").
 */
const KNOWN_DAYS: [gregorian: string, sambat: string][] = [
  ['2016-04-13', '१ बैशाख २०७३ वि.सं.'],
  ['2023-04-14', '१ बैशाख २०८० वि.सं.'],
  ['2024-04-13', '१ बैशाख २०८१ वि.सं.'],
  ['2025-04-14', '१ बैशाख २०८२ वि.सं.'],
  ['2015-09-20', '३ असोज २०७२ वि.सं.'],
  ['2015-09-25', '८ असोज २०७२ वि.सं.'],
  ['2008-05-28', '१५ जेठ २०६५ वि.सं.'],
  ['2020-05-28', '१५ जेठ २०७७ वि.सं.'],
  ['2021-05-29', '१५ जेठ २०७८ वि.सं.'],
  ['2025-05-29', '१५ जेठ २०८२ वि.सं.'],
  ['1951-02-18', '७ फाल्गुन २००७ वि.सं.'],
];

describe('the Bikram Sambat date beside a Gregorian one', () => {
  it.each(KNOWN_DAYS)('%s is %s', (gregorian, sambat) => {
    expect(bikramSambatDate(gregorian)).toBe(sambat);
  });

  it("names the months as the converter does", () => {
    expect(BIKRAM_SAMBAT_MONTHS.map((_, month) => bikramSambat.toDev(2081, month + 1, 1).month)).toEqual([...BIKRAM_SAMBAT_MONTHS]);
  });

  it('the day before a new year is the last of Chaitra', () => {
    expect(bikramSambatDate('2024-04-12')).toBe('३० चैत २०८० वि.सं.');
  });

  it('leaves it out where the calendar is not known (after April 2034), and shows the Gregorian day', () => {
    expect(bikramSambatDate('2036-01-01')).toBeNull();
    expect(nepaliDate('2036-01-01')).toBe('१ जनवरी २०३६');
  });
});

describe('a date on a Nepali page or in a Nepali message', () => {
  it('day, Nepali month name and year in Devanagari digits, the Bikram Sambat day beside it', () => {
    expect(dateInWords('ne', '1998-11-02')).toBe('२ नोभेम्बर १९९८ (१६ कार्तिक २०५५ वि.सं.)');
    expect(dateInWords('ne', '1994-03-15')).toBe('१५ मार्च १९९४ (२ चैत २०५० वि.सं.)');
  });

  it("names the months as CLDR does (Node's ICU has them; Chromium's has not)", () => {
    const cldr = new Intl.DateTimeFormat('ne', { month: 'long', timeZone: 'UTC' });
    expect(NEPALI_MONTHS).toEqual(Array.from({ length: 12 }, (_, month) => cldr.format(Date.UTC(2000, month, 1))));
    expect(NEPALI_MONTHS.map((_, month) => nepaliDate(`2001-${String(month + 1).padStart(2, '0')}-10`).split(' ')[1])).toEqual([...NEPALI_MONTHS]);
  });

  it('keeps English as kept, other languages in their own words, and anything that is no day as it is', () => {
    expect(dateInWords('en', '1998-11-02')).toBe('1998-11-02');
    expect(dateInWords('fr', '1998-11-02')).toBe('2 novembre 1998');
    expect(dateInWords('ne', '1998-02-30')).toBe('1998-02-30');
    expect(dateInWords('ne', '')).toBe('');
  });
});
