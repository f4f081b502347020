import { z } from 'zod';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, TEXT_FIELD_MAX } from './limits.ts';
import { answerFlag, answerList, answerObject, answerText } from './answers.ts';
import { AUTH_MESSAGES, COMMON_MESSAGES } from './messages.ts';

export const ROLES = ['superadmin', 'admin'] as const;
export const RoleSchema = z.enum(ROLES, { error: AUTH_MESSAGES.roleInvalid });
export type Role = z.infer<typeof RoleSchema>;

export const USER_STATUSES = ['active', 'pending'] as const;
export const UserStatusSchema = z.enum(USER_STATUSES, { error: AUTH_MESSAGES.accountStatusInvalid });
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

/** An invitation not yet accepted: when the newest was sent, and when its link stops working. */
export const InvitationStateSchema = answerObject({ sentAt: answerText(), expiresAt: answerText() });
export type InvitationState = z.infer<typeof InvitationStateSchema>;

export const UserSchema = answerObject({
  _id: answerText(),
  name: answerText(),
  email: answerText(),
  role: RoleSchema,
  status: UserStatusSchema,
  /** Null once the staff member has a password; the original client never reads it. */
  invitation: InvitationStateSchema.nullable().optional(),
  /** Whether the account signs in with a second factor (the super admin may reset it). */
  twoFactorEnabled: answerFlag().optional(),
});
export type User = z.infer<typeof UserSchema>;
export const UserListSchema = answerList(UserSchema);

/** A code from an authenticator app (`123456`, `123 456`) or a recovery code (`ABCDE-FGH23`). */
export const TWO_FACTOR_CODE_MAX = 32;

export const LoginSchema = z.object(
  {
    email: requiredText(254).toLowerCase(),
    password: z.string({ error: required }).min(1, required).max(PASSWORD_MAX, required),
    /** Only for an account with a second factor, once the server has asked for it. */
    code: z.string({ error: AUTH_MESSAGES.twoFactorCodeIncorrect }).trim().max(TWO_FACTOR_CODE_MAX, AUTH_MESSAGES.twoFactorCodeIncorrect).optional(),
  },
  { error: required },
);
export type LoginInput = z.infer<typeof LoginSchema>;

export const LoginResponseSchema = answerObject({ token: answerText(), refreshToken: answerText() });
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

/**
 * `add_user`: the original client sends a password, and the account can sign in at once. The desk
 * leaves it out: the account then has no password and the staff member is emailed an invitation to
 * choose one.
 */
export const AddUserSchema = RegisterSchema.extend({ password: newPassword.optional(), role: RoleSchema.default('admin') });
export type AddUserInput = z.input<typeof AddUserSchema>;

export const UpdateUserSchema = z.object(
  {
    name: requiredText(NAME_MAX * 2),
    email: emailField,
    /** Only the super admin's own desk sends it; the original client never does (the role stays). */
    role: z.enum(ROLES, { error: AUTH_MESSAGES.roleInvalid }).optional(),
  },
  { error: required },
);
export type UpdateUserInput = z.infer<typeof UpdateUserSchema>;

const incorrectCurrentPassword = AUTH_MESSAGES.currentPasswordIncorrect;

/** A new password on the Profile page: left blank, the password stays as it is. */
const optionalNewPassword = z
  .string({ error: required })
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong)
  .refine((v) => v === '' || v.length >= PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort)
  .optional();

function profileSchema(currentPassword: z.ZodString) {
  return z
    .object({
      name: requiredText(NAME_MAX * 2),
      email: emailField.optional(),
      currentPassword,
      password: optionalNewPassword,
      confirmPassword: z.string({ error: required }).max(PASSWORD_MAX, AUTH_MESSAGES.passwordsDoNotMatch).optional(),
    }, { error: required })
    .refine((v) => (v.password ?? '') === (v.confirmPassword ?? ''), {
      message: AUTH_MESSAGES.passwordsDoNotMatch,
      path: ['confirmPassword'],
    });
}

/**
 * The profile call: name and email, and a new password only when one is given (blank keeps it).
 * Every change proves the current password (a stolen access token alone must not lock the owner
 * out). A current password that is missing, blank or wrong is simply incorrect.
 */
export const ProfileSchema = profileSchema(
  z.string({ error: incorrectCurrentPassword }).min(1, incorrectCurrentPassword).max(PASSWORD_MAX, incorrectCurrentPassword),
);
/** The Profile form: a blank Current Password is asked for like every other field of the form. */
export const ProfileFormSchema = profileSchema(
  z.string({ error: required }).min(1, required).max(PASSWORD_MAX, incorrectCurrentPassword),
);
export type ProfileInput = z.infer<typeof ProfileSchema>;

/**
 * The "choose a new password" screen after the super admin's reset: the temporary password, then a
 * new one (required here), sent through the profile call.
 */
export const ChoosePasswordFormSchema = z
  .object({
    currentPassword: z.string({ error: required }).min(1, required).max(PASSWORD_MAX, incorrectCurrentPassword),
    password: newPassword,
    confirmPassword: z.string({ error: required }).min(1, required),
  }, { error: required })
  .refine((v) => v.password === v.confirmPassword, { message: AUTH_MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] });
export type ChoosePasswordInput = z.infer<typeof ChoosePasswordFormSchema>;

/** `POST /api/users/forgot-password`: the address to send a reset link to. */
export const ForgotPasswordSchema = z.object({ email: emailField }, { error: required });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordSchema>;

/** `POST /api/users/reset-password`: the emailed link's token and the new password, twice. */
export const ResetPasswordSchema = z
  .object({
    token: z.string({ error: AUTH_MESSAGES.resetLinkInvalid }).min(1, AUTH_MESSAGES.resetLinkInvalid).max(200, AUTH_MESSAGES.resetLinkInvalid),
    password: newPassword,
    confirmPassword: z.string({ error: required }).min(1, required),
  }, { error: required })
  .refine((v) => v.password === v.confirmPassword, { message: AUTH_MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] });
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

const invitationToken = z.string({ error: AUTH_MESSAGES.invitationInvalid }).min(1, AUTH_MESSAGES.invitationInvalid).max(200, AUTH_MESSAGES.invitationInvalid);

/** `GET /api/users/invitation?token=`: whether the emailed link still works, before anything is typed. */
export const InvitationQuerySchema = z.object({ token: invitationToken }, { error: AUTH_MESSAGES.invitationInvalid });
/** Whom the invitation is for: the page greets them and shows the address they will sign in with. */
export const InvitationSchema = answerObject({ name: answerText(), email: answerText() });
export type Invitation = z.infer<typeof InvitationSchema>;

/** `POST /api/users/accept-invitation`: the invitation's token and the chosen password, twice. */
export const AcceptInvitationSchema = z
  .object({
    token: invitationToken,
    password: newPassword,
    confirmPassword: z.string({ error: required }).min(1, required),
  }, { error: required })
  .refine((v) => v.password === v.confirmPassword, { message: AUTH_MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] });
export type AcceptInvitationInput = z.infer<typeof AcceptInvitationSchema>;

export const TwoFactorStateSchema = answerObject({
  /** This account signs in with a second factor. */
  enabled: answerFlag(),
  /** The super admin requires one of all staff. */
  required: answerFlag(),
});
export type TwoFactorState = z.infer<typeof TwoFactorStateSchema>;

/** `GET /api/users/me`: the staff member, and the state of their second factor. */
export const CurrentUserSchema = UserSchema.extend({
  twoFactor: TwoFactorStateSchema,
  /** The super admin reset the password: the server refuses every other call until a new one is chosen. */
  mustChangePassword: answerFlag().optional(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

const incorrectCode = AUTH_MESSAGES.twoFactorCodeIncorrect;

/**
 * `POST /api/users/two-factor/setup`: the current password, as for a password change (a session
 * alone must not choose the account's second factor), and, to replace one already on, a code of it.
 */
export const TwoFactorSetupSchema = z.object(
  {
    currentPassword: z
      .string({ error: incorrectCurrentPassword })
      .min(1, incorrectCurrentPassword)
      .max(PASSWORD_MAX, incorrectCurrentPassword),
    code: z.string({ error: incorrectCode }).trim().min(1, incorrectCode).max(TWO_FACTOR_CODE_MAX, incorrectCode).optional(),
  },
  { error: incorrectCurrentPassword },
);
export type TwoFactorSetupInput = z.infer<typeof TwoFactorSetupSchema>;

export const TwoFactorSetupResponseSchema = answerObject({ secret: answerText(), otpauthUrl: answerText() });
export type TwoFactorSetupResponse = z.infer<typeof TwoFactorSetupResponseSchema>;

const setupCode = AUTH_MESSAGES.twoFactorSetupCodeIncorrect;
export const TwoFactorEnableSchema = z.object(
  { code: z.string({ error: setupCode }).trim().min(1, setupCode).max(TWO_FACTOR_CODE_MAX, setupCode) },
  { error: setupCode },
);
export type TwoFactorEnableInput = z.infer<typeof TwoFactorEnableSchema>;
export const TwoFactorEnableResponseSchema = answerObject({ recoveryCodes: answerList(answerText()) });
export type TwoFactorEnableResponse = z.infer<typeof TwoFactorEnableResponseSchema>;

export const TwoFactorDisableSchema = z.object(
  {
    currentPassword: z
      .string({ error: incorrectCurrentPassword })
      .min(1, incorrectCurrentPassword)
      .max(PASSWORD_MAX, incorrectCurrentPassword),
    code: z.string({ error: incorrectCode }).trim().min(1, incorrectCode).max(TWO_FACTOR_CODE_MAX, incorrectCode),
  },
  { error: required },
);
export type TwoFactorDisableInput = z.infer<typeof TwoFactorDisableSchema>;

/** `POST /api/users/reset_user_password/{id}`: the temporary password, answered this once only. */
export const ResetUserPasswordResponseSchema = answerObject({ temporaryPassword: answerText() });
export type ResetUserPasswordResponse = z.infer<typeof ResetUserPasswordResponseSchema>;

export const MessageSchema = answerObject({ message: answerText() });
export const ErrorResponseSchema = answerObject({
  message: answerText(),
  messageId: answerText().optional(), // when the contract has the message (message-ids.ts); errorIds likewise by field
  errors: z.record(answerText(), answerText(), { error: COMMON_MESSAGES.unreadableAnswer }).optional(),
  errorIds: z.record(answerText(), answerText(), { error: COMMON_MESSAGES.unreadableAnswer }).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** A refused login; `twoFactorRequired` once the password was right and a code is still needed. */
export const LoginErrorSchema = ErrorResponseSchema.extend({ twoFactorRequired: answerFlag().optional() });
export type LoginError = z.infer<typeof LoginErrorSchema>;
