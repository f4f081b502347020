import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { REFRESH_COOKIE_MAX_AGE_SECONDS, type TwoFactorState, type User } from '@visadesk/contract';
import type { Database } from '../db/client.ts';
import { refreshTokens, sessions, settings, users } from '../db/schema.ts';
import { newId } from '../lib/ids.ts';
import { ShortLivedCache } from '../lib/short-lived-cache.ts';
import { newRefreshToken, sha256 } from '../security/tokens.ts';
import { toUser } from './staff-rows.ts';

/** Who is calling, and what the second-factor rule needs to know about them. */
export interface Caller {
  user: User;
  twoFactor: TwoFactorState;
  /** The super admin reset the password: nothing but choosing a new one until then. */
  mustChangePassword: boolean;
}

export interface IssuedSession {
  sessionId: string;
  refreshToken: string;
  user: User;
}

/**
 * How long an instance trusts what it last read about a session (ADR 004, amended 2026-11-24):
 * another instance's sign-out, password change or account removal is seen within this time; this
 * instance's own at once (`forgetCallers`).
 */
export const CALLER_CACHE_MS = 500;

function expiry(): Date {
  return new Date(Date.now() + REFRESH_COOKIE_MAX_AGE_SECONDS * 1000);
}

/**
 * Login sessions with rotating refresh tokens. Each refresh token works once; presenting a used
 * one means it was stolen or replayed, so the whole session (the token family) is revoked.
 */
export class SessionsService {
  private readonly db: Database;
  private readonly callers: ShortLivedCache<Caller | null>;
  private readonly live: ShortLivedCache<boolean>;

  constructor(db: Database, cacheMs = CALLER_CACHE_MS) {
    this.db = db;
    this.callers = new ShortLivedCache(cacheMs);
    this.live = new ShortLivedCache(cacheMs);
  }

  /**
   * Forgets every session answer this instance remembers. Called after each change this instance
   * makes (every state-changing API request, and the revocations below), so its next request reads
   * the database again.
   */
  forgetCallers(): void {
    this.callers.clear();
    this.live.clear();
  }

  async start(user: User): Promise<IssuedSession> {
    const sessionId = newId();
    const refreshToken = newRefreshToken();
    await this.db.transaction(async (tx) => {
      await tx.insert(sessions).values({ id: sessionId, userId: user._id, expiresAt: expiry() });
      await tx.insert(refreshTokens).values({ tokenHash: sha256(refreshToken), sessionId });
    });
    return { sessionId, refreshToken, user };
  }

  /** Exchanges a refresh token for a new one; null when it is unknown, reused, revoked or expired. */
  async rotate(refreshToken: string): Promise<IssuedSession | null> {
    const tokenHash = sha256(refreshToken);
    return this.db.transaction(async (tx) => {
      const [used] = await tx
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
        .returning({ sessionId: refreshTokens.sessionId });
      if (!used) {
        const [replayed] = await tx
          .select({ sessionId: refreshTokens.sessionId })
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, tokenHash));
        if (replayed) {
          await tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, replayed.sessionId));
          this.forgetCallers();
        }
        return null;
      }
      const [row] = await tx
        .select({ user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.id, used.sessionId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql`now()`),
            eq(users.status, 'active'),
          ),
        );
      if (!row) return null;
      const next = newRefreshToken();
      await tx.insert(refreshTokens).values({ tokenHash: sha256(next), sessionId: used.sessionId });
      await tx.update(sessions).set({ expiresAt: expiry() }).where(eq(sessions.id, used.sessionId));
      return { sessionId: used.sessionId, refreshToken: next, user: toUser(row.user) };
    });
  }

  /** The user behind a live session, or null when the session is revoked, expired or the user gone. */
  async activeUser(sessionId: string, userId: string): Promise<User | null> {
    return (await this.activeCaller(sessionId, userId))?.user ?? null;
  }

  /**
   * `activeUser` and the second-factor state in the same single query every request already makes:
   * whether the account has one, and whether the super admin requires it (settings key `site`).
   */
  activeCaller(sessionId: string, userId: string): Promise<Caller | null> {
    return this.callers.get(`${sessionId}.${userId}`, () => this.readCaller(sessionId, userId));
  }

  private async readCaller(sessionId: string, userId: string): Promise<Caller | null> {
    const required = sql<boolean>`coalesce((select ${settings.value} -> 'requireTwoFactor' = 'true'::jsonb
      from ${settings} where ${settings.key} = 'site'), false)`;
    const [row] = await this.db
      .select({ user: users, required })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, sessionId),
          eq(users.id, userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
          eq(users.status, 'active'),
        ),
      );
    if (!row) return null;
    return {
      user: toUser(row.user),
      twoFactor: { enabled: row.user.totpSecret !== null, required: Boolean(row.required) },
      mustChangePassword: row.user.mustChangePassword,
    };
  }

  /** True while the session may still be used: not revoked, not expired, its user active. */
  isLive(sessionId: string): Promise<boolean> {
    return this.live.get(sessionId, () => this.readLive(sessionId));
  }

  private async readLive(sessionId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`), eq(users.status, 'active')));
    return row?.id === sessionId;
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
    this.forgetCallers();
  }

  async sessionOfRefreshToken(refreshToken: string): Promise<string | null> {
    const [row] = await this.db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
    return row?.sessionId ?? null;
  }

  /** Ends every session of a user except one (after a password change), or all of them. */
  async revokeOthers(userId: string, keepSessionId: string | null): Promise<void> {
    const others = keepSessionId ? sql`${sessions.id} <> ${keepSessionId}` : undefined;
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), others));
    this.forgetCallers();
  }
}
