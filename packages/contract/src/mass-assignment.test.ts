import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { APPLICANT_EXAMPLES, APPLICANT_FIELD_ORDER } from './applicant-fields.ts';
import { CreateApplicationSchema, UpdateApplicationSchema } from './application-form.ts';
import { DEFAULT_SETTINGS, SettingsSchema } from './settings.ts';
import { AddSliderSchema, UpdateSliderSchema } from './sliders.ts';
import { AddUserSchema, LoginSchema, ProfileSchema, RegisterSchema, UpdateUserSchema } from './users.ts';

/**
 * The first guard against mass assignment: every request schema drops keys it does not name.
 * (The server's services are the second; test/security/mass-assignment.test.ts covers them.)
 * A schema made loose (`z.looseObject`, `.passthrough()`) fails here.
 */
const SMUGGLED = {
  _id: 'ffffffffffffffffffffffff',
  id: 'ffffffffffffffffffffffff',
  role: 'superadmin',
  status: 'active',
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
  isAdmin: true,
  isStatus: 'approved',
  pending: '2000-01-01',
  approve: '2000-01-01',
  createdAt: '2000-01-01T00:00:00.000Z',
  updatedAt: '2000-01-01T00:00:00.000Z',
  photoFileId: 'ffffffffffffffffffffffff',
  imageFileId: 'ffffffffffffffffffffffff',
  searchText: 'x',
  sortOrder: 0,
  file1: '/api/files/ffffffffffffffffffffffff',
};

const applicant = {
  // Every field's example from the fields' table (a field added since is then in the body), then this applicant's own.
  ...Object.fromEntries(Object.entries(APPLICANT_EXAMPLES).filter(([, example]) => example !== '')),
  surname: 'Okafor', givenN: 'Chinedu', email: 'chinedu@example.com', phone: '08031234567', nationalId: 'NIN-12345',
  sex: 'Male', dob: '1990-05-17', birthCity: 'Enugu', currentN: 'Nigerian', identification: 'Scar on left hand',
  company: 'Maple Foods Ltd', dutyDuration: '2 years', jobTitle: 'Cook', salary: '1200', passport: 'A12345678',
  issuedCountry: 'Nigeria',
};
const staff = { name: 'Amara Obi', email: 'amara@example.com', password: 'correct horse' };

/** [schema, a valid body, the keys its output may have]; the smuggled keys are added on top. */
const CASES: [string, ZodType, Record<string, unknown>, string[]][] = [
  // The phone's country code and the language are always in the output: '' when not given.
  // Every field of the table is in the output ('' when not given); nothing else is.
  ['CreateApplicationSchema', CreateApplicationSchema, applicant, APPLICANT_FIELD_ORDER],
  ['UpdateApplicationSchema', UpdateApplicationSchema, applicant, APPLICANT_FIELD_ORDER],
  ['LoginSchema', LoginSchema, { email: staff.email, password: staff.password }, ['email', 'password']],
  ['RegisterSchema', RegisterSchema, staff, ['name', 'email', 'password']],
  // The super admin chooses the role of an account they add: it is a field, not a smuggled key.
  ['AddUserSchema', AddUserSchema, { ...staff, role: 'admin' }, ['name', 'email', 'password', 'role']],
  // The super admin chooses the role on Edit Admin too.
  ['UpdateUserSchema', UpdateUserSchema, { name: staff.name, email: staff.email, role: 'admin' }, ['name', 'email', 'role']],
  ['ProfileSchema', ProfileSchema, { name: staff.name, currentPassword: 'the old password', password: staff.password, confirmPassword: staff.password }, ['name', 'currentPassword', 'password', 'confirmPassword']],
  ['AddSliderSchema', AddSliderSchema, { thumbnail: 'Work in Canada', title: 'Cooks wanted' }, ['thumbnail', 'title', 'status', 'link']],
  ['UpdateSliderSchema', UpdateSliderSchema, { title: 'Cooks wanted', status: 'published' }, ['title', 'status']],
  ['SettingsSchema', SettingsSchema, DEFAULT_SETTINGS, Object.keys(DEFAULT_SETTINGS)],
];

describe('request schemas drop every key they do not name', () => {
  it.each(CASES)('%s', (_name, schema, body, allowed) => {
    const smuggled = Object.fromEntries(Object.entries(SMUGGLED).filter(([key]) => !allowed.includes(key)));
    const parsed = schema.safeParse({ ...smuggled, ...body });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(Object.keys(parsed.data as object).sort()).toEqual([...allowed].sort());
  });

  it('keeps the role the super admin chose when adding a user, and no other smuggled key', () => {
    const parsed = AddUserSchema.parse({ ...SMUGGLED, ...staff });
    expect(parsed).toEqual({ ...staff, role: 'superadmin' });
  });

  it('drops unknown social networks from the settings too', () => {
    const socialLinks = { ...DEFAULT_SETTINGS.socialLinks, tiktok: 'https://example.com/x' };
    const parsed = SettingsSchema.parse({ ...DEFAULT_SETTINGS, socialLinks });
    expect(Object.keys(parsed.socialLinks).sort()).toEqual(Object.keys(DEFAULT_SETTINGS.socialLinks).sort());
  });
});
