import { describe, expect, it } from 'vitest';
import { CreateApplicationSchema, UpdateApplicationSchema } from './application-form.ts';
import { APPLICATION_MESSAGES as M } from './messages.ts';
import { addDays, addMonths, daysBetween, passportExpired, passportWarnings, plannedExit } from './passport-dates.ts';

const applicant = {
  surname: 'Thapa', givenN: 'Ram', email: 'ram@example.com', phone: '9841234567', nationalId: 'NID-1', sex: 'Male',
  dob: '1990-05-17', birthCity: 'Pokhara', currentN: 'Nepal', identification: 'None', company: 'Maple Foods',
  dutyDuration: '2 years', jobTitle: 'Cook', salary: '1200', passport: 'PA1234567', issuedCountry: 'Nepal',
};
const today = new Date().toISOString().slice(0, 10);

const issuesOf = (input: object) => {
  const result = CreateApplicationSchema.safeParse({ ...applicant, ...input });
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('the passport dates on the form', () => {
  it('are optional: an application without them is filed with none', () => {
    const parsed = CreateApplicationSchema.parse(applicant);
    expect(parsed).toMatchObject({ passportIssue: '', passportExpiry: '' });
  });

  it('are kept as YYYY-MM-DD, on adding and on editing', () => {
    const dates = { passportIssue: ' 2020-03-01 ', passportExpiry: '2030-02-28' };
    expect(CreateApplicationSchema.parse({ ...applicant, ...dates })).toMatchObject({ passportIssue: '2020-03-01', passportExpiry: '2030-02-28' });
    expect(UpdateApplicationSchema.parse({ ...applicant, ...dates })).toMatchObject({ passportIssue: '2020-03-01', passportExpiry: '2030-02-28' });
  });

  it.each([
    ['passportIssue', '01-03-2020', M.passportIssue],
    ['passportIssue', '2020-02-30', M.passportIssue],
    ['passportExpiry', '2030-13-01', M.passportExpiry],
    ['passportExpiry', '1899-12-31', M.passportExpiry],
  ])('refuses %s %s with its message', (field, value, message) => {
    expect(issuesOf({ [field]: value })).toEqual([{ path: field, message }]);
  });

  it('refuses an issue date in the future, whatever the time zone', () => {
    expect(issuesOf({ passportIssue: addDays(today, 2) })).toEqual([{ path: 'passportIssue', message: M.passportIssueFuture }]);
    expect(issuesOf({ passportIssue: today })).toEqual([]);
  });

  it('refuses an expiry on or before the issue date', () => {
    expect(issuesOf({ passportIssue: '2020-03-01', passportExpiry: '2020-03-01' })).toEqual([{ path: 'passportExpiry', message: M.passportExpiryBeforeIssue }]);
    expect(issuesOf({ passportIssue: '2020-03-01', passportExpiry: '2019-03-01' })).toEqual([{ path: 'passportExpiry', message: M.passportExpiryBeforeIssue }]);
    expect(issuesOf({ passportExpiry: '2019-03-01' })).toEqual([]);
  });
});

describe('calendar arithmetic', () => {
  it('moves by months within the month it lands in, and counts days across years', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-25', -120)).toBe('2016-11-25');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-11-25', '2027-05-24')).toBe(180);
    expect(daysBetween('2026-11-25', '2026-11-20')).toBe(-5);
  });

  it.each([
    ['2 years', '2028-11-25'], ['1 Year', '2027-11-25'], ['18 months', '2028-05-25'], ['6 mo', '2027-05-25'],
    ['3 weeks', '2026-12-16'], ['90 days', '2027-02-23'], ['two years', null], ['', null], ['2 years and a bit', null],
  ])('reads the duty duration %j as a planned exit of %s', (duty, exit) => {
    expect(plannedExit(duty, '2026-11-25')).toBe(exit);
  });
});

describe("the spec's passport rule, as a warning", () => {
  const day = '2026-11-25';
  it('warns when the passport was issued more than ten years ago', () => {
    expect(passportWarnings({ passportIssue: '2016-11-24', passportExpiry: '', dutyDuration: '' }, day).issuedTooLongAgo)
      .toEqual({ issued: '2016-11-24', notBefore: '2016-11-25' });
    expect(passportWarnings({ passportIssue: '2016-11-25', passportExpiry: '', dutyDuration: '' }, day).issuedTooLongAgo).toBeNull();
  });

  it('warns when the passport lapses less than three months after the planned exit (today plus the duty duration)', () => {
    const twoYears = { passportIssue: '', dutyDuration: '2 years' };
    expect(passportWarnings({ ...twoYears, passportExpiry: '2029-02-24' }, day).validTooShort)
      .toEqual({ expiry: '2029-02-24', exit: '2028-11-25', exitFromDuty: true, validUntilAtLeast: '2029-02-25' });
    expect(passportWarnings({ ...twoYears, passportExpiry: '2029-02-25' }, day).validTooShort).toBeNull();
  });

  it('counts from today when the duty duration reads as no length of time', () => {
    expect(passportWarnings({ passportIssue: '', passportExpiry: '2027-01-01', dutyDuration: 'two years' }, day).validTooShort)
      .toEqual({ expiry: '2027-01-01', exit: day, exitFromDuty: false, validUntilAtLeast: '2027-02-25' });
  });

  it('says nothing about dates that are not there', () => {
    expect(passportWarnings({ passportIssue: '', passportExpiry: '', dutyDuration: '2 years' }, day)).toEqual({ expired: null, issuedTooLongAgo: null, validTooShort: null });
  });

  it('says a passport has expired, naming the day, rather than that it lapses too soon', () => {
    expect(passportWarnings({ passportIssue: '', passportExpiry: '2026-05-15', dutyDuration: '2 years' }, day))
      .toEqual({ expired: { expiry: '2026-05-15' }, issuedTooLongAgo: null, validTooShort: null });
    expect(passportWarnings({ passportIssue: '', passportExpiry: '2026-11-24', dutyDuration: '' }, day).expired).toEqual({ expiry: '2026-11-24' });
    // Valid through its expiry day.
    expect(passportWarnings({ passportIssue: '', passportExpiry: day, dutyDuration: '' }, day).expired).toBeNull();
    expect(passportExpired(day, day)).toBe(false);
    expect(passportExpired('2026-11-24', day)).toBe(true);
    expect(passportExpired('', day)).toBe(false);
  });
});
