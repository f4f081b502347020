import { describe, expect, it } from 'vitest';
import { agencyPhones } from './agency-phones.ts';
import { agencyPhonesValid, callingCodeChoices, callingCodeOf, internationalPhone, isCallingCode, nationalPhone, normaliseCallingCode } from './phones.ts';

describe('phones in international form', () => {
  it.each([
    ['Nepal', '977'], ['Nepali', '977'], ['Bangladeshi', '880'], ['India', '91'], ['Pakistani', '92'],
    ['Sri Lankan', '94'], ['Filipino', '63'], ['Canadian', '1'], ['Tibetan', ''], ['', ''],
  ])('gives the nationality %j the calling code %j', (nationality, code) => {
    expect(callingCodeOf(nationality)).toBe(code);
  });

  it.each([['+977', '977'], ['00880', '880'], [' 91 ', '91'], ['', '']])('reads the code %j as %j', (typed, code) => {
    expect(normaliseCallingCode(typed)).toBe(code);
  });

  it.each([['977', true], ['1', true], ['44', true], ['999', false], ['800', false], ['9770', false], ['+977', false], ['', false]])(
    'knows whether %j is a country calling code (%s)',
    (code, known) => {
      expect(isCallingCode(code)).toBe(known);
    },
  );

  it.each([
    ['9841234567', '977', '+9779841234567'],
    ['01712345678', '880', '+8801712345678'],
    ['09876543210', '91', '+919876543210'],
    ['03001234567', '92', '+923001234567'],
    ['0771234567', '94', '+94771234567'],
    ['09171234567', '63', '+639171234567'],
    ['9779841234567', '977', '+9779841234567'],
    ['+880 1712-345678', '977', '+8801712345678'],
    ['0612345678', '39', '+390612345678'],
  ])('makes %j with %j the number %j', (phone, code, e164) => {
    expect(internationalPhone(phone, code)?.e164).toBe(e164);
  });

  it.each([['1234', '977'], ['98412345678901', '977'], ['9841234567', ''], ['9841234567', '999'], ['+9991234567', '']])(
    'makes no international number of %j with %j',
    (phone, code) => {
      expect(internationalPhone(phone, code)).toBeNull();
    },
  );

  it.each([
    ['1712345678', '880', '01712345678'], ['9841234567', '977', '9841234567'], ['14435566', '977', '014435566'],
    ['9876543210', '91', '09876543210'], ['3001234567', '92', '03001234567'], ['771234567', '94', '0771234567'],
    ['9171234567', '63', '09171234567'], ['7911123456', '44', '07911123456'], ['0612345678', '39', '0612345678'],
    ['01712345678', '', '01712345678'], ['1234', '977', '1234'], ['9841234567', '999', '9841234567'],
  ])('writes %j with %j as %j at home', (phone, code, national) => {
    expect(nationalPhone(phone, code)).toBe(national);
  });

  it.each([['1712345678', '880'], ['14435566', '977'], ['9876543210', '91'], ['9171234567', '63'], ['412345678', '61'], ['91123456789', '54']])(
    'reads %j with %j back from the number it writes at home',
    (phone, code) => {
      expect(internationalPhone(nationalPhone(phone, code), code)?.national).toBe(phone);
    },
  );

  it('offers every code once, the six countries most applicants come from first, each named', () => {
    const choices = callingCodeChoices();
    expect(choices.slice(0, 6).map((choice) => choice.label)).toEqual([
      '+977 Nepal', '+880 Bangladesh', '+91 India', '+92 Pakistan', '+94 Sri Lanka', '+63 Philippines',
    ]);
    expect(new Set(choices.map((choice) => choice.code)).size).toBe(choices.length);
    expect(choices.find((choice) => choice.code === '1')?.label).toBe('+1 United States of America and others');
    expect(choices.find((choice) => choice.code === '247')?.label).toBe('+247 Ascension Island');
    for (const choice of choices) expect(choice.label).toMatch(/^\+\d{1,3} \p{L}/u);
  });
});

describe("the agency's phone numbers in Settings", () => {
  it.each([
    '+977 1-4435566', '01-4435566', '9851012345', '(01) 4435566', '+977 1-4435566, 9851012345', '01-4435566/67',
    '01-4435566 / 9812345678', '022 2345 6789', '+91 22 2345 6789', '02-9876543; 01711234567', '042-35761234', '+44 20 7946 0958',
  ])('takes %j', (phone) => {
    expect(agencyPhonesValid(phone)).toBe(true);
  });

  it.each(['call us', '0000', '12345', '+977 1-4435566,,', '9851012345 ext. 2', '+1 555 0100'])('refuses %j', (phone) => {
    expect(agencyPhonesValid(phone)).toBe(false);
  });

  it('dials each number written, a tail after a slash standing for the last digits of the one before', () => {
    expect(agencyPhones('+977 1-4435566, 01-4435566/67 / 9851012345')).toEqual([
      { before: '', shown: '+977 1-4435566', dial: '+97714435566' },
      { before: ', ', shown: '01-4435566', dial: '014435566' },
      { before: '/', shown: '67', dial: '014435567' },
      { before: ' / ', shown: '9851012345', dial: '9851012345' },
    ]);
  });
});
