import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.ts';
import { passwordResets } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Argon2Cost } from '../security/passwords.ts';
import { sha256 } from '../security/tokens.ts';

/** Why a link was emailed: a forgotten password, or an invitation to choose the first one. */
export type LinkPurpose = 'reset' | 'invitation';

/** The link with this token and purpose, still unused and unexpired (its token is kept only as its sha256). */
export const liveLink = (token: string, purpose: LinkPurpose) =>
  and(eq(passwordResets.tokenHash, sha256(token)), eq(passwordResets.purpose, purpose), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`));

/** Burns the account's unused emailed links: every one, or only invitations. */
export async function burnLinks(tx: Tx, userId: string, purpose?: 'invitation'): Promise<void> {
  const which = purpose ? eq(passwordResets.purpose, purpose) : undefined;
  await tx.update(passwordResets).set({ usedAt: new Date() }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt), which));
}

/**
 * What both emailed-link services (password resets and invitations) work with: the database, the
 * mailer that queues the link, and the cost of hashing the password the link lets someone choose.
 */
export abstract class EmailedLinks {
  protected readonly db: Database;
  protected readonly mailer: Mailer;
  protected readonly argon2: Argon2Cost;

  constructor(db: Database, mailer: Mailer, argon2: Argon2Cost) {
    this.db = db;
    this.mailer = mailer;
    this.argon2 = argon2;
  }
}
