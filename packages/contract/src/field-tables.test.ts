import { describe, expect, it } from 'vitest';
import {
  APPLICANT_CHECK_ORDER,
  APPLICANT_EXAMPLES,
  APPLICANT_FIELD_ORDER,
  APPLICANT_FIELDS,
  APPROVAL_FIELDS,
  columnOf,
  COPY_FIELDS,
  KEPT_UNLESS_NAMED,
  fieldsOfSection,
} from './applicant-fields.ts';
import { APPLICANT_FIELD_KEYS, CreateApplicationSchema } from './application-form.ts';
import { ApplicantCopySchema, ApplicationSchema, DOCUMENT_SLOT_KEYS } from './applications.ts';
import { APPLICATION_MESSAGES } from './messages.ts';
import { DEFAULT_SETTINGS, PublicSettingsSchema, SettingsSchema, SettingsUpdateSchema } from './settings.ts';
import { KEPT_SETTINGS, SETTINGS_FIELD_ORDER, SHOWN_SETTINGS } from './settings-fields.ts';

describe("the applicant fields' table (ADR 048)", () => {
  it('gives the form, the copy and the staff record the same fields', () => {
    const form = Object.keys(CreateApplicationSchema.shape);
    expect(form).toEqual([...APPLICANT_CHECK_ORDER]);
    expect([...form].sort()).toEqual([...APPLICANT_FIELD_ORDER].sort());
    expect(APPLICANT_FIELD_KEYS).toEqual(APPLICANT_CHECK_ORDER);
    for (const key of APPLICANT_FIELD_ORDER) expect(Object.keys(ApplicationSchema.shape), key).toContain(key);
    expect(Object.keys(ApplicantCopySchema.shape).filter((key) => key in APPLICANT_FIELDS)).toEqual(COPY_FIELDS);
    expect(COPY_FIELDS).not.toContain('language');
  });

  it("checks in the spec's order, so the first message is the first check that fails", () => {
    const result = CreateApplicationSchema.safeParse({});
    expect(result.error?.issues[0]?.message).toBe(APPLICATION_MESSAGES.givenNameLength);
    expect(APPLICANT_CHECK_ORDER.slice(0, 5)).toEqual(['surname', 'givenN', 'email', 'phone', 'phoneCode']);
    expect(APPROVAL_FIELDS).toEqual(['nationalId', 'identification', 'company', 'salary']);
  });

  it("shows the sections' fields in the table's order, and every field in one section", () => {
    const known = (keys: readonly string[]) => (key: string) => keys.includes(key);
    const personal = ['surname', 'givenN', 'sex', 'dob', 'birthCity', 'currentN', 'identification', 'nationalId'];
    expect(fieldsOfSection('personal').filter(known(personal))).toEqual(personal);
    expect(fieldsOfSection('contact').filter(known(['phone', 'phoneCode', 'email', 'language']))).toEqual(['phone', 'phoneCode', 'email', 'language']);
    const inSections = (['personal', 'company', 'passport', 'contact'] as const).flatMap(fieldsOfSection);
    expect(inSections).toEqual(APPLICANT_FIELD_ORDER);
  });

  it("refuses each field's bad value with the field's own message", () => {
    const parsed = CreateApplicationSchema.safeParse({ ...APPLICANT_EXAMPLES, birthCity: ' ' });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([APPLICANT_FIELDS.birthCity.message]);
    expect(columnOf('birthCity')).toBe('birth_city');
  });
});

describe('what the public sees, and what a field may be called (ADR 048)', () => {
  // Written out on purpose: a field or a setting reaches the public only with a line changed here too.
  it('shows the public enquiry these fields, and the public site these settings', () => {
    expect(COPY_FIELDS).toEqual([
      'surname', 'givenN', 'sex', 'dob', 'birthCity', 'currentN', 'identification', 'nationalId', 'company', 'dutyDuration',
      'jobTitle', 'salary', 'passport', 'issuedCountry', 'passportIssue', 'passportExpiry', 'phone', 'phoneCode', 'email',
    ]);
    expect([...SHOWN_SETTINGS].sort()).toEqual(['address', 'consultancyName', 'email', 'homeTexts', 'logo', 'nextSteps', 'phone', 'registrationNo', 'slotLabels', 'socialLinks']);
  });

  it("names no field after the record's own bookkeeping, photo or documents", () => {
    const own = ['_id', 'id', 'isStatus', 'statusReason', 'pending', 'approve', 'image', 'imageThumb', 'imageOriginal', 'documents', 'extraDocuments',
      'isAdmin', 'createdAt', 'updatedAt', 'searchText', 'photoFileId', 'photoThumbFileId', 'photoOriginalFileId', ...DOCUMENT_SLOT_KEYS];
    expect(APPLICANT_FIELD_ORDER.filter((key) => own.includes(key))).toEqual([]);
    expect(APPLICANT_FIELD_ORDER.filter((key) => own.map(columnOf).includes(columnOf(key)))).toEqual([]);
  });

  it('keeps every optional field on file when an edit leaves it out, and only those', () => {
    expect(KEPT_UNLESS_NAMED).toEqual(expect.arrayContaining(['company', 'email', 'identification', 'nationalId', 'passportExpiry', 'passportIssue', 'salary', 'surname']));
    for (const key of KEPT_UNLESS_NAMED) expect(['optionalText', 'optionalDay', 'email', 'destination', 'demand', 'position'], key).toContain(APPLICANT_FIELDS[key].kind);
  });
});

describe("the settings' table (ADR 048)", () => {
  it('gives the schema every setting, the public site only those shown, and lets a save leave out those kept', () => {
    expect(Object.keys(SettingsSchema.shape)).toEqual(SETTINGS_FIELD_ORDER);
    expect(Object.keys(PublicSettingsSchema.shape).sort()).toEqual([...SHOWN_SETTINGS, 'registrationOpen'].sort());
    expect(SHOWN_SETTINGS).not.toContain('mail');
    const leftOut = Object.fromEntries(Object.entries(DEFAULT_SETTINGS).filter(([key]) => !(KEPT_SETTINGS as string[]).includes(key)));
    expect(SettingsUpdateSchema.safeParse(leftOut).success).toBe(true);
    expect(SettingsUpdateSchema.safeParse({ ...leftOut, consultancyName: undefined }).success).toBe(false);
  });
});
