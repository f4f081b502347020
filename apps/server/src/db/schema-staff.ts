import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './schema-columns.ts';

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    /** argon2id; null while an invited staff member has not chosen a password yet (nothing signs in). */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['superadmin', 'admin'] }).notNull().default('admin'),
    status: text('status', { enum: ['active', 'pending'] }).notNull().default('active'),
    /** Base32 TOTP secret of a set-up not yet confirmed with a code; replaced by a new set-up. */
    totpPendingSecret: text('totp_pending_secret'),
    /** Base32 TOTP secret of the second factor in use; null while it is off. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last 30-second time step whose code was accepted: a code works once, never again. */
    totpLastStep: integer('totp_last_step'),
    /** Set by the super admin's password reset: the account must choose a new password before anything else. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** When the newest invitation was emailed; null once a password is chosen (or for accounts never invited). */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** Single-use recovery codes of a second factor, stored as sha256 (they are random, 50 bits each). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/** A login session: the family of rotating refresh tokens. Revoking it ends the session. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Refresh tokens, stored as sha256 hashes. A used token presented again revokes its session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Fixed-window rate-limit counters, shared by every instance using the database. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/**
 * Emailed single-use links to choose a password, the token stored as its sha256: "Forgot password?"
 * (`reset`, 30 minutes) and a new staff member's invitation (`invitation`, 7 days).
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    purpose: text('purpose', { enum: ['reset', 'invitation'] }).notNull().default('reset'),
  },
  (t) => [
    index('password_resets_user_idx').on(t.userId),
    check('password_resets_purpose_check', sql`${t.purpose} in ('reset', 'invitation')`),
  ],
);
