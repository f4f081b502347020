import { z } from 'zod';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, TEXT_FIELD_MAX } from './limits.ts';
import { AUTH_MESSAGES } from './messages.ts';

export const ROLES = ['superadmin', 'admin'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

export const USER_STATUSES = ['active', 'pending'] as const;
export const UserStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof UserStatusSchema>;

export const ROLE_LABELS: Record<Role, string> = { superadmin: 'Super Admin', admin: 'Admin' };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required = AUTH_MESSAGES.allFieldsRequired;
const requiredText = (max = TEXT_FIELD_MAX) =>
  z.string({ error: required }).trim().min(1, required).max(max, required);
const emailField = requiredText(254)
  .toLowerCase()
  .regex(EMAIL_PATTERN, AUTH_MESSAGES.invalidEmail);
const newPassword = z
  .string({ error: required })
  .min(1, required)
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong);

export const UserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  status: UserStatusSchema,
});
export type User = z.infer<typeof UserSchema>;
export const UserListSchema = z.array(UserSchema);

export const LoginSchema = z.object(
  {
    email: requiredText(254).toLowerCase(),
    password: z.string({ error: required }).min(1, required).max(PASSWORD_MAX, required),
  },
  { error: required },
);
export type LoginInput = z.infer<typeof LoginSchema>;

export const LoginResponseSchema = z.object({ token: z.string(), refreshToken: z.string() });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const RegisterSchema = z.object(
  {
    name: requiredText(NAME_MAX * 2),
    email: emailField,
    password: newPassword,
  },
  { error: required },
);
export type RegisterInput = z.infer<typeof RegisterSchema>;

export const AddUserSchema = RegisterSchema.extend({ role: RoleSchema.default('admin') });
export type AddUserInput = z.input<typeof AddUserSchema>;

export const UpdateUserSchema = z.object(
  {
    name: requiredText(NAME_MAX * 2),
    email: emailField,
  },
  { error: required },
);
export type UpdateUserInput = z.infer<typeof UpdateUserSchema>;

const incorrectCurrentPassword = AUTH_MESSAGES.currentPasswordIncorrect;

function profileSchema(currentPassword: z.ZodString) {
  return z
    .object({
      name: requiredText(NAME_MAX * 2),
      email: z.string().optional(),
      currentPassword,
      password: newPassword,
      confirmPassword: z.string({ error: required }).min(1, required),
    }, { error: required })
    .refine((v) => v.password === v.confirmPassword, {
      message: AUTH_MESSAGES.passwordsDoNotMatch,
      path: ['confirmPassword'],
    });
}

/**
 * The profile call: the email is shown read-only and cannot be changed through it, and a password
 * change proves the current one (a stolen access token alone must not lock the owner out). A
 * current password that is missing, blank or wrong is simply incorrect.
 */
export const ProfileSchema = profileSchema(
  z.string({ error: incorrectCurrentPassword }).min(1, incorrectCurrentPassword).max(PASSWORD_MAX, incorrectCurrentPassword),
);
/** The Profile form: a blank Current Password is asked for like every other field of the form. */
export const ProfileFormSchema = profileSchema(
  z.string({ error: required }).min(1, required).max(PASSWORD_MAX, incorrectCurrentPassword),
);
export type ProfileInput = z.infer<typeof ProfileSchema>;

export const CurrentUserSchema = UserSchema;
export type CurrentUser = User;

export const MessageSchema = z.object({ message: z.string() });
export const ErrorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
