import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@visadesk/contract';
import type { Database } from '../db/client.ts';
import { recoveryCodes, sessions, users } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import {
  looksLikeTotpCode,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  sameHash,
  totpStepOf,
} from '../security/totp.ts';
import { recordStaffActivity, staffMember, type StaffActor } from '../activity/staff-activity.ts';

/**
 * A staff member's second factor: a TOTP secret set up from the Profile page and confirmed with a
 * code, and ten single-use recovery codes. Each code is accepted once: a TOTP code's time step is
 * remembered, a recovery code is marked used.
 */
export class TwoFactorService {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async isEnabled(userId: string): Promise<boolean> {
    const [row] = await this.db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), isNotNull(users.totpSecret)));
    return row?.id === userId;
  }

  /** A new pending secret, replacing any earlier unconfirmed one; the route has checked the password (and a code of the factor on). */
  async beginSetup(userId: string): Promise<string> {
    const secret = newTotpSecret();
    const [row] = await this.db
      .update(users)
      .set({ totpPendingSecret: secret })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (!row) throw new HttpError(404, AUTH_MESSAGES.userNotFound);
    return secret;
  }

  /**
   * Turns the pending set-up on once `code` proves the app holds its secret, and answers ten new
   * recovery codes: the only time they exist in clear. Null when the code is wrong (nothing changes).
   */
  async enable(userId: string, code: string): Promise<string[] | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ pending: users.totpPendingSecret, secret: users.totpSecret })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      // A pending secret exists only through a set-up the password (and, to replace, a code) allowed.
      if (!row?.pending) throw new HttpError(400, AUTH_MESSAGES.twoFactorNoSetup);
      const step = await totpStepOf(row.pending, code);
      if (step === null) return null;
      await tx
        .update(users)
        .set({ totpSecret: row.pending, totpPendingSecret: null, totpEnabledAt: new Date(), totpLastStep: step })
        .where(eq(users.id, userId));
      const codes = newRecoveryCodes();
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId, codeHash: recoveryCodeHash(c) })));
      return codes;
    });
  }

  async disable(userId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
        .where(eq(users.id, userId));
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    });
  }

  /**
   * The super admin turns a staff member's second factor off (a lost or stolen phone): the secret
   * and recovery codes go, and every session of the account ends, in one transaction. The caller
   * clears this instance's cache of callers.
   */
  async resetBySuperAdmin(id: string, actor: StaffActor): Promise<void> {
    if (id === actor.id) throw new HttpError(409, AUTH_MESSAGES.cannotResetOwnTwoFactor);
    await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      if (!row) throw new HttpError(404, AUTH_MESSAGES.userNotFound);
      if (row.totpSecret === null) throw new HttpError(409, AUTH_MESSAGES.twoFactorAlreadyOff);
      await tx.update(users).set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() }).where(eq(users.id, id));
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, id));
      await tx.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
      await recordStaffActivity(tx, actor, 'staff', `Reset the two-factor authentication of ${staffMember(row)} (turned off; signed out everywhere)`);
    });
  }

  /** Spends a sign-in code: the app's current code (each time step once) or an unused recovery code. */
  async acceptCode(userId: string, code: string): Promise<boolean> {
    const [row] = await this.db.select({ secret: users.totpSecret }).from(users).where(eq(users.id, userId));
    if (!row?.secret) return false;
    return looksLikeTotpCode(code) ? this.acceptTotp(userId, row.secret, code) : this.acceptRecoveryCode(userId, code);
  }

  private async acceptTotp(userId: string, secret: string, code: string): Promise<boolean> {
    const step = await totpStepOf(secret, code);
    if (step === null) return false;
    // Moving the last step forward is the check: of two requests with one code, one wins.
    const moved = await this.db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, userId), eq(users.totpSecret, secret), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    return moved.length > 0;
  }

  private async acceptRecoveryCode(userId: string, code: string): Promise<boolean> {
    const hash = recoveryCodeHash(code);
    const unused = await this.db
      .select({ codeHash: recoveryCodes.codeHash })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    // Every stored hash is compared, in constant time, whichever matches.
    let match: string | null = null;
    for (const { codeHash } of unused) if (sameHash(codeHash, hash)) match = codeHash;
    if (match === null) return false;
    const spent = await this.db
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, match), isNull(recoveryCodes.usedAt)))
      .returning({ codeHash: recoveryCodes.codeHash });
    return spent.length > 0;
  }
}
