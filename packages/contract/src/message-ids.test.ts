import { describe, expect, it } from 'vitest';
import { APPLICANT_FIELD_LABELS } from './applicant-fields.ts';
import { APPLICATION_MESSAGES, AUTH_MESSAGES, COMMON_MESSAGES } from './messages.ts';
import { CONTRACT_TEXTS, englishOfId, knownText, messageIdOf } from './message-ids.ts';
import { SETTINGS_MESSAGES } from './settings-messages.ts';

describe("the contract's texts by id (ADR 048)", () => {
  it('names each text by its table and its name, once', () => {
    const ids = CONTRACT_TEXTS.map(({ id }) => id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(messageIdOf(APPLICATION_MESSAGES.birthCity)).toBe('application.birthCity');
    expect(messageIdOf(AUTH_MESSAGES.invalidCredentials)).toBe('auth.invalidCredentials');
    expect(messageIdOf(COMMON_MESSAGES.formExpected)).toBe('common.formExpected');
    expect(messageIdOf(APPLICANT_FIELD_LABELS.birthCity)).toBe('field.birthCity');
    expect(englishOfId('field.birthCity')).toBe('Birth City');
    expect(englishOfId('section.personal')).toBe('A. Personal Particulars');
    expect(englishOfId('setting.consultancyName')).toBe('Consultancy name');
  });

  it("keeps the field messages under their names, the table's English", () => {
    expect(APPLICATION_MESSAGES.currentNationality).toBe('Please enter a valid current nationality.');
    expect(APPLICATION_MESSAGES.surnameLength).toBe('Surname must be at most 31 characters long.');
    expect(SETTINGS_MESSAGES.address).toBe('The address can be at most 300 characters long.');
  });

  it('knows a sentence written under two names by the first one, and keeps both ids', () => {
    expect(AUTH_MESSAGES.invalidEmail).toBe(APPLICATION_MESSAGES.invalidEmail);
    expect(messageIdOf(AUTH_MESSAGES.invalidEmail)).toBe('application.invalidEmail');
    expect(CONTRACT_TEXTS.filter(({ message }) => message === AUTH_MESSAGES.invalidEmail).map(({ id }) => id)).toEqual(['application.invalidEmail', 'auth.invalidEmail', 'settings.email']);
    expect(englishOfId('setting.phone')).toBe('Phone');
  });

  it('holds at most one value in a message, read without backtracking over a long answer', () => {
    for (const { id, message } of CONTRACT_TEXTS) expect((message.match(/\{\d+\}/g) ?? []).length, id).toBeLessThanOrEqual(1);
    const long = `Please fill in ${'x'.repeat(60_000)} before approving this application.`;
    expect(knownText(long)?.id).toBe('application.approvalNeeds');
  });

  it('reads the values back out of a message that takes some', () => {
    expect(englishOfId('application.approvalNeeds')).toBe('Please fill in {0} before approving this application.');
    expect(knownText(APPLICATION_MESSAGES.approvalNeeds('National ID and Salary'))).toEqual({ id: 'application.approvalNeeds', values: { 0: 'National ID and Salary' } });
    expect(knownText(APPLICATION_MESSAGES.addFailedStatus(502))).toEqual({ id: 'application.addFailedStatus', values: { 0: '502' } });
  });

  it('knows no id for a text that is not the contract', () => {
    expect(messageIdOf('Connection refused by smtp.example.com')).toBeUndefined();
    expect(messageIdOf('')).toBeUndefined();
    expect(englishOfId('application.nothingLikeThis')).toBeUndefined();
  });
});
