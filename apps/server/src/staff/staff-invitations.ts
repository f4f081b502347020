import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { AUTH_MESSAGES, INVITATION_DAYS, PAGES, type Invitation, type Role, type User } from '@visadesk/contract';
import type { Tx } from '../db/client.ts';
import { passwordResets, users } from '../db/schema.ts';
import { refuseGuessablePassword } from '../security/guessable-passwords.ts';
import { HttpError, isUniqueViolation } from '../http/http-error.ts';
import { newId } from '../lib/ids.ts';
import { hashPassword } from '../security/passwords.ts';
import { sha256 } from '../security/tokens.ts';
import { recordStaffActivity, roleLabel, staffMember, type StaffActor } from '../activity/staff-activity.ts';
import { burnLinks, EmailedLinks, liveLink } from './emailed-links.ts';
import { toUser } from './staff-rows.ts';

export interface InvitedStaff {
  name: string;
  email: string;
  role: Role;
}

const live = (token: string) => liveLink(token, 'invitation');

/**
 * A new staff member added on the desk without a password: the account exists at once,
 * with no password, and the member is emailed a single-use link, valid 7 days, to choose one. The
 * token is stored only as its sha256, beside the "Forgot password?" links (`purpose = 'invitation'`).
 */
export class StaffInvitations extends EmailedLinks {
  /** Whether email can leave at all: without SMTP the invitation waits in the outbox. */
  get canSend(): boolean {
    return this.mailer.configured;
  }

  /** Creates the account without a password and queues its invitation, in one transaction. */
  async invite(input: InvitedStaff, actor: StaffActor): Promise<User> {
    let user: User;
    try {
      user = await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({ id: newId(), name: input.name, email: input.email.toLowerCase(), passwordHash: null, role: input.role, status: 'active', invitedAt: new Date() })
          .returning();
        const added = toUser(row as typeof users.$inferSelect);
        await this.sendLink(tx, added);
        await recordStaffActivity(tx, actor, 'staff', `Invited ${staffMember(added)} as ${roleLabel(added.role)}`);
        return added;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, AUTH_MESSAGES.emailTaken);
      throw error;
    }
    return user;
  }

  /** A new link by email; the earlier ones stop working. Refused once the member has a password. */
  async resend(id: string, actor: StaffActor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      if (!row) throw new HttpError(404, AUTH_MESSAGES.userNotFound);
      if (row.passwordHash !== null) throw new HttpError(409, AUTH_MESSAGES.invitationAlreadyAccepted);
      await burnLinks(tx, id, 'invitation');
      await tx.update(users).set({ invitedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, id));
      await this.sendLink(tx, toUser(row));
      await recordStaffActivity(tx, actor, 'staff', `Sent the invitation again to ${staffMember(row)}`);
    });
  }

  private async sendLink(tx: Tx, user: User): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    await tx.insert(passwordResets).values({
      tokenHash: sha256(token),
      userId: user._id,
      purpose: 'invitation',
      expiresAt: sql`now() + make_interval(days => ${INVITATION_DAYS})`,
    });
    await this.mailer.queueStaffInvitation(tx, user, this.mailer.link(`${PAGES.acceptInvitation}?token=${encodeURIComponent(token)}`));
  }

  /** Whom a link that still works invites; 400 for a used, expired, replaced or made-up one. */
  async look(token: string): Promise<Invitation> {
    const [found] = await this.db
      .select({ name: users.name, email: users.email })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(live(token));
    if (!found) throw new HttpError(400, AUTH_MESSAGES.invitationInvalid);
    return found;
  }

  /**
   * Sets the chosen password with a link that still works, once: the password is checked (common or
   * built from the member's name) before it is hashed, and the link and any other of the account's
   * links are burnt in the same transaction as the password is stored.
   */
  async accept(token: string, password: string): Promise<void> {
    const invited = await this.look(token);
    await refuseGuessablePassword(password, invited);
    const passwordHash = await hashPassword(password, this.argon2);
    await this.db.transaction(async (tx) => {
      const [link] = await tx.select({ userId: passwordResets.userId }).from(passwordResets).where(live(token)).for('update');
      if (!link) throw new HttpError(400, AUTH_MESSAGES.invitationInvalid);
      const [row] = await tx
        .update(users)
        .set({ passwordHash, invitedAt: null, mustChangePassword: false, updatedAt: new Date() })
        .where(eq(users.id, link.userId))
        .returning();
      await burnLinks(tx, link.userId);
      if (row) await recordStaffActivity(tx, { id: row.id, name: row.name }, 'staff', `${staffMember(row)} accepted the invitation and chose a password`);
    });
  }
}
