import { describe, expect, it } from 'vitest';
import { aCallback } from '../testing/demands';
import { callbackFormValues, namesOf, readFromCallback } from './from-callback';

describe("a call-back request's name on the form", () => {
  it.each([
    ['Ram Bahadur Thapa', 'Ram Bahadur', 'Thapa'],
    ['  Md   Rahim Uddin ', 'Md Rahim', 'Uddin'],
    ["Maria D'Souza", 'Maria', "D'Souza"],
    ['Om KC', 'Om', 'KC'],
  ])('takes the last word of %j, in Latin letters, as the surname', (typed, givenN, surname) => {
    expect(namesOf(typed)).toEqual({ givenN, surname });
  });

  it.each([
    ['a single name', 'Suman', 'Suman'],
    ['a name in another script', 'राम बहादुर थापा', 'राम बहादुर थापा'],
    ['a name with digits', 'Ram 2 Thapa', 'Ram 2 Thapa'],
    ['a given part too long for the form', `${'Abcdefghij '.repeat(3)}Thapa`, `${'Abcdefghij '.repeat(3)}Thapa`],
  ])('keeps %s whole as the given name, the surname empty', (_case, typed, givenN) => {
    expect(namesOf(typed)).toEqual({ givenN: givenN.trim(), surname: '' });
  });
});

describe("a call-back request's phone on the form", () => {
  it('keeps the number as typed, and a number with its own + code chooses that code', () => {
    expect(callbackFormValues(aCallback({ phone: '+97455123456' }))).toMatchObject({ phone: '+97455123456', phoneCode: '974' });
  });

  it('leaves the code to the nationality for a number without one, or a + number of no country', () => {
    expect(callbackFormValues(aCallback({ phone: '9841234567' }))).toMatchObject({ phone: '9841234567', phoneCode: '' });
    expect(callbackFormValues(aCallback({ phone: '+80012345678' }))).toMatchObject({ phone: '+80012345678', phoneCode: '' });
  });
});

describe('the location state', () => {
  it('reads a request as the server answers it, and nothing else', () => {
    expect(readFromCallback({ fromCallback: aCallback() })).toEqual(aCallback());
    expect(readFromCallback({ fromCallback: { name: 'Ram' } })).toBeNull();
    expect(readFromCallback({ id: 'x' })).toBeNull();
    expect(readFromCallback(null)).toBeNull();
  });
});
