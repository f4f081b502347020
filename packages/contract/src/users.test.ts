import { describe, expect, it } from 'vitest';
import {
  AddUserSchema,
  ErrorResponseSchema,
  LoginResponseSchema,
  LoginSchema,
  ProfileFormSchema,
  ProfileSchema,
  ROLE_LABELS,
  RegisterSchema,
  UpdateUserSchema,
} from './users.ts';

const required = 'All fields are required';
const newUser = { name: 'Amara Obi', email: 'amara@example.com', password: 'correct horse' };

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('LoginSchema', () => {
  it('accepts an email and a password and lower-cases the email', () => {
    expect(LoginSchema.parse({ email: ' Amara@Example.com ', password: 'x' })).toEqual({
      email: 'amara@example.com',
      password: 'x',
    });
  });

  it.each([
    [{}],
    [{ email: 'amara@example.com' }],
    [{ password: 'secret' }],
    [{ email: '', password: 'secret' }],
    [{ email: '   ', password: 'secret' }],
    [{ email: 'amara@example.com', password: '' }],
  ])('says "All fields are required" for %j', (input) => {
    const result = LoginSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(messages(result)[0]).toBe(required);
  });
});

// add_user without a password invites the staff member by email (they choose it): only blank is refused there.
describe.each([
  ['RegisterSchema', RegisterSchema, ['name', 'email', 'password']],
  ['AddUserSchema', AddUserSchema, ['name', 'email']],
] as const)('%s', (_name, schema, neededFields) => {
  it('accepts name, email and password', () => {
    expect(schema.safeParse(newUser).success).toBe(true);
  });

  it.each(neededFields)(
    'says "All fields are required" when %s is missing or blank',
    (field) => {
      const missing: Record<string, string> = { ...newUser };
      delete missing[field];
      expect(messages(schema.safeParse(missing))).toEqual([required]);
      expect(messages(schema.safeParse({ ...newUser, [field]: '' }))[0]).toBe(required);
    },
  );

  it('says "All fields are required" for every needed field of an empty form', () => {
    expect(messages(schema.safeParse({}))).toEqual(neededFields.map(() => required));
  });

  it('says "All fields are required" for a blank password', () => {
    expect(messages(schema.safeParse({ ...newUser, password: '' }))[0]).toBe(required);
  });

  it('rejects a malformed email', () => {
    expect(messages(schema.safeParse({ ...newUser, email: 'amara.example.com' }))).toEqual([
      'Please enter a valid email address.',
    ]);
  });

  it('bounds the password to 8..128 characters', () => {
    expect(messages(schema.safeParse({ ...newUser, password: 'a'.repeat(7) }))).toEqual([
      'Password must be at least 8 characters long.',
    ]);
    expect(schema.safeParse({ ...newUser, password: 'a'.repeat(8) }).success).toBe(true);
    expect(schema.safeParse({ ...newUser, password: 'a'.repeat(128) }).success).toBe(true);
    expect(messages(schema.safeParse({ ...newUser, password: 'a'.repeat(129) }))).toEqual([
      'Password must be at most 128 characters long.',
    ]);
  });
});

describe('AddUserSchema without a password (an invitation)', () => {
  it('takes the name, email and role alone', () => {
    expect(AddUserSchema.parse({ name: 'Amara Obi', email: 'Amara@Example.com' })).toEqual({ name: 'Amara Obi', email: 'amara@example.com', role: 'admin' });
  });
});

describe('AddUserSchema roles', () => {
  it('makes an admin unless told otherwise', () => {
    expect(AddUserSchema.parse(newUser).role).toBe('admin');
    expect(AddUserSchema.parse({ ...newUser, role: 'superadmin' }).role).toBe('superadmin');
  });

  it('refuses an unknown role', () => {
    expect(AddUserSchema.safeParse({ ...newUser, role: 'owner' }).success).toBe(false);
  });

  it('labels the roles for the list', () => {
    expect(ROLE_LABELS).toEqual({ superadmin: 'Super Admin', admin: 'Admin' });
  });
});

describe('UpdateUserSchema', () => {
  it('edits name and email only', () => {
    expect(UpdateUserSchema.parse({ ...newUser, email: 'NEW@example.com' })).toEqual({
      name: 'Amara Obi',
      email: 'new@example.com',
    });
  });

  it('requires both fields', () => {
    expect(messages(UpdateUserSchema.safeParse({ name: '', email: '' }))[0]).toBe(required);
  });
});

describe('ProfileSchema', () => {
  const profile = { name: 'Owner', currentPassword: 'old password', password: 'new password', confirmPassword: 'new password' };
  const incorrect = 'Current password is incorrect.';

  it('accepts a matching confirmation', () => {
    expect(ProfileSchema.parse(profile)).toEqual(profile);
  });

  it('reports a mismatched confirmation on confirmPassword', () => {
    const result = ProfileSchema.safeParse({ ...profile, confirmPassword: 'new passwore' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: 'Passwords do not match.',
    });
  });

  it('requires the name; a new password is optional, but once given it needs its confirmation', () => {
    expect(messages(ProfileSchema.safeParse({}))[0]).toBe(required);
    expect(ProfileSchema.parse({ name: 'Owner', currentPassword: 'old password' })).toEqual({ name: 'Owner', currentPassword: 'old password' });
    expect(ProfileSchema.safeParse({ ...profile, password: '', confirmPassword: '' }).success).toBe(true);
    expect(messages(ProfileSchema.safeParse({ ...profile, confirmPassword: '' }))).toEqual(['Passwords do not match.']);
    expect(messages(ProfileSchema.safeParse({ ...profile, password: 'short', confirmPassword: 'short' }))).toEqual([
      'Password must be at least 8 characters long.',
    ]);
  });

  it('takes a new email, checked and lower-cased', () => {
    expect(ProfileSchema.parse({ ...profile, email: ' Owner@Example.COM ' }).email).toBe('owner@example.com');
    expect(messages(ProfileSchema.safeParse({ ...profile, email: 'not an email' }))).toEqual(['Please enter a valid email address.']);
  });

  it('calls a missing or blank current password incorrect', () => {
    const { currentPassword: _omitted, ...withoutCurrent } = profile;
    expect(messages(ProfileSchema.safeParse(withoutCurrent))).toEqual([incorrect]);
    expect(messages(ProfileSchema.safeParse({ ...profile, currentPassword: '' }))).toEqual([incorrect]);
  });

  it('on the form, asks for a blank current password like any other field', () => {
    expect(messages(ProfileFormSchema.safeParse({ ...profile, currentPassword: '' }))).toEqual([required]);
    expect(ProfileFormSchema.parse(profile)).toEqual(profile);
  });
});

describe('response shapes', () => {
  it('login answers token and refreshToken', () => {
    expect(LoginResponseSchema.safeParse({ token: 'Bearer x', refreshToken: 'y' }).success).toBe(true);
    expect(LoginResponseSchema.safeParse({ token: 'Bearer x' }).success).toBe(false);
  });

  it('errors carry a message and optional field messages', () => {
    expect(
      ErrorResponseSchema.parse({ message: 'Invalid ID format.', errors: { id: 'Invalid ID format.' } }),
    ).toEqual({ message: 'Invalid ID format.', errors: { id: 'Invalid ID format.' } });
    expect(ErrorResponseSchema.safeParse({ error: 'x' }).success).toBe(false);
  });
});
