import { describe, expect, it } from 'vitest';
import { readDateOfBirth } from './date-of-birth.ts';

describe('a date of birth as an applicant types it', () => {
  it.each([
    ['17-04-1992'], ['17/04/1992'], ['17.04.1992'], ['17 04 1992'], ['17-4-1992'], ['17041992'], ['1992-04-17'], [' 17-04-1992 '],
    ['१७-०४-१९९२'], ['১৭/০৪/১৯৯২'], ['۱۷-۰۴-۱۹۹۲'], ['\u200f۱۷۔۰۴۔۱۹۹۲\u200f'],
  ])('reads %s as 17 April 1992, day first', (typed) => {
    expect(readDateOfBirth(typed)).toBe('1992-04-17');
  });

  it.each([
    ['1998/11/02'], ['1998-11-02'], ['1998.11.02'], ['1998 11 02'], ['1998/11/2'], ['१९९८/११/०२'], ['१९९८-११-०२'], ['১৯৯৮.১১.০২'], ['\u2066۱۹۹۸/۱۱/۰۲\u2069'],
  ])('reads %s year first, as 2 November 1998', (typed) => {
    expect(readDateOfBirth(typed)).toBe('1998-11-02');
  });

  it('reads 04-05-1992 as 4 May, never 5 April', () => {
    expect(readDateOfBirth('04-05-1992')).toBe('1992-05-04');
  });

  it.each([['31-02-1992'], ['13-13-1992'], ['1998/02/30'], ['1998/13/01'], ['98/11/02'], ['1992'], ['17-04-92'], ['April 17, 1992'], [''], ['00-01-1992']])('refuses %j', (typed) => {
    expect(readDateOfBirth(typed)).toBeNull();
  });
});
