import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AUTH_MESSAGES, PAGES } from '@visadesk/contract';
import { passwordResets, sessions, users } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { refuseGuessablePassword } from '../security/guessable-passwords.ts';
import { hashPassword } from '../security/passwords.ts';
import { sha256 } from '../security/tokens.ts';
import { EmailedLinks, liveLink } from './emailed-links.ts';

/** How long an emailed link works. */
export const RESET_LINK_MINUTES = 30;

/**
 * "Forgot password?": a single-use link by email, the token stored only as its hash.
 * Whether the address belongs to staff never shows in the answer nor in its time: the work that
 * differs (the email) is queued, not sent, in the request.
 */
export class PasswordResets extends EmailedLinks {
  /**
   * Emails a link to an active account with that address; does nothing for any other address. The
   * link is built on PUBLIC_URL alone (required with SMTP_URL): a caller's Host header could
   * otherwise point the victim's link at the caller's own site.
   */
  async request(email: string, publicUrl: string | undefined): Promise<void> {
    if (!publicUrl) return;
    await this.db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(and(eq(users.email, email), eq(users.status, 'active')));
      if (!user) return;
      const token = randomBytes(32).toString('base64url');
      await tx.insert(passwordResets).values({
        tokenHash: sha256(token),
        userId: user.id,
        purpose: 'reset',
        expiresAt: sql`now() + make_interval(mins => ${RESET_LINK_MINUTES})`,
      });
      await this.mailer.queuePasswordReset(tx, { name: user.name, email: user.email }, `${publicUrl}${PAGES.resetPassword}?token=${encodeURIComponent(token)}`, RESET_LINK_MINUTES);
    });
  }

  /**
   * Sets the new password with a valid token, burns every link of that account and ends all its
   * sessions, in one transaction. A used, expired or unknown token is refused before any password
   * is hashed (argon2 is costly: made-up tokens must not buy it).
   */
  async reset(token: string, password: string): Promise<void> {
    const live = liveLink(token, 'reset');
    const [found] = await this.db.select({ name: users.name, email: users.email }).from(passwordResets).innerJoin(users, eq(users.id, passwordResets.userId)).where(live);
    if (!found) throw new HttpError(400, AUTH_MESSAGES.resetLinkInvalid);
    await refuseGuessablePassword(password, found);
    const passwordHash = await hashPassword(password, this.argon2);
    await this.db.transaction(async (tx) => {
      const [link] = await tx.select({ userId: passwordResets.userId }).from(passwordResets).where(live).for('update');
      if (!link) throw new HttpError(400, AUTH_MESSAGES.resetLinkInvalid);
      await tx.update(users).set({ passwordHash, mustChangePassword: false, invitedAt: null, updatedAt: new Date() }).where(eq(users.id, link.userId));
      await tx.update(passwordResets).set({ usedAt: new Date() }).where(and(eq(passwordResets.userId, link.userId), isNull(passwordResets.usedAt)));
      await tx.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, link.userId), isNull(sessions.revokedAt)));
    });
  }
}
