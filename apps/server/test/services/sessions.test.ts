import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REFRESH_COOKIE_MAX_AGE_SECONDS } from '@visadesk/contract';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { refreshTokens, sessions, settings, users } from '../../src/db/schema.ts';
import { newId } from '../../src/lib/ids.ts';
import { sha256 } from '../../src/security/tokens.ts';
import { CALLER_CACHE_MS, SessionsService } from '../../src/staff/sessions.ts';
import { toUser } from '../../src/staff/staff-rows.ts';
import { createTestDatabase, uniqueEmail } from '../helpers.ts';

/**
 * Sessions at the service, on a database of their own: rotating refresh tokens, a replayed one
 * ending its session, and the short-lived cache of who is calling, seen from this instance and
 * from another sharing the database (two services on one database).
 */
describe('SessionsService', () => {
  let database: { handle: DatabaseHandle; drop: () => Promise<void> };
  let service: SessionsService;
  /** Another instance on the same database. */
  let other: SessionsService;
  const db = () => database.handle.db;

  beforeAll(async () => {
    database = await createTestDatabase();
    service = new SessionsService(db());
    other = new SessionsService(db());
  });
  afterAll(() => database.drop());
  afterEach(() => {
    vi.useRealTimers();
    // What a test left in the caches was read on a clock that is now another.
    service.forgetCallers();
  });

  async function staff(name = 'Ravi Thapa') {
    const [row] = await db().insert(users).values({ id: newId(), name, email: uniqueEmail('session'), passwordHash: 'x' }).returning();
    return toUser(row as typeof users.$inferSelect);
  }
  const sessionRow = async (id: string) => (await db().select().from(sessions).where(eq(sessions.id, id)))[0] as typeof sessions.$inferSelect;
  /** Days from now until the session expires. */
  const daysLeft = async (id: string) => ((await sessionRow(id)).expiresAt.getTime() - Date.now()) / 86_400_000;
  /** Stops the clock the caches read (the database's and Date run on). */
  const stopCacheClock = () => vi.useFakeTimers({ toFake: ['performance'] });

  describe('refresh tokens', () => {
    it('starts a session for the refresh cookie\'s lifetime, keeping only the token\'s hash', async () => {
      const user = await staff();
      const issued = await service.start(user);
      expect(issued.user).toEqual(user);
      expect(issued.refreshToken).toMatch(/^[\w-]{40,}$/);
      expect(await daysLeft(issued.sessionId)).toBeCloseTo(REFRESH_COOKIE_MAX_AGE_SECONDS / 86_400, 2);
      const stored = await db().select().from(refreshTokens).where(eq(refreshTokens.sessionId, issued.sessionId));
      expect(stored.map((r) => r.tokenHash)).toEqual([sha256(issued.refreshToken)]);
      expect(await service.sessionOfRefreshToken(issued.refreshToken)).toBe(issued.sessionId);
      expect(await service.sessionOfRefreshToken('not-a-token')).toBeNull();
    });

    it('exchanges a refresh token once for a new one in the same session, and slides the session\'s end', async () => {
      const user = await staff();
      const issued = await service.start(user);
      await db().update(sessions).set({ expiresAt: new Date(Date.now() + 86_400_000) }).where(eq(sessions.id, issued.sessionId));
      const next = await service.rotate(issued.refreshToken);
      expect(next).toEqual({ sessionId: issued.sessionId, refreshToken: expect.any(String), user });
      expect(next?.refreshToken).not.toBe(issued.refreshToken);
      expect(await daysLeft(issued.sessionId)).toBeCloseTo(REFRESH_COOKIE_MAX_AGE_SECONDS / 86_400, 2);
      const third = await service.rotate(next?.refreshToken as string);
      expect(third?.sessionId).toBe(issued.sessionId);
      expect(await service.isLive(issued.sessionId)).toBe(true);
    });

    it('ends the whole session when a used token comes back, and refuses an unknown one, ending nothing', async () => {
      const user = await staff();
      const issued = await service.start(user);
      const bystander = await service.start(user);
      expect(await service.rotate('made-up-token')).toBeNull();
      expect((await sessionRow(issued.sessionId)).revokedAt).toBeNull();

      const stopped = stopCacheClock();
      const next = await service.rotate(issued.refreshToken);
      expect(await service.activeUser(issued.sessionId, user._id)).toEqual(user);
      // The thief replays the old token: the session ends, the newest token with it, seen at once here.
      expect(await service.rotate(issued.refreshToken)).toBeNull();
      expect((await sessionRow(issued.sessionId)).revokedAt).toBeInstanceOf(Date);
      expect(await service.activeUser(issued.sessionId, user._id)).toBeNull();
      expect(await service.rotate(next?.refreshToken as string)).toBeNull();
      stopped.useRealTimers();
      expect((await sessionRow(bystander.sessionId)).revokedAt).toBeNull();
    });

    it('refuses a token of a session that ended, expired, or whose account is no longer active', async () => {
      const signedOut = await service.start(await staff());
      await service.revoke(signedOut.sessionId);
      expect(await service.rotate(signedOut.refreshToken)).toBeNull();

      const expired = await service.start(await staff());
      await db().update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, expired.sessionId));
      expect(await service.rotate(expired.refreshToken)).toBeNull();

      const user = await staff();
      const waiting = await service.start(user);
      await db().update(users).set({ status: 'pending' }).where(eq(users.id, user._id));
      expect(await service.rotate(waiting.refreshToken)).toBeNull();
    });
  });

  describe('who is calling', () => {
    it('answers the account and its second-factor state for a live session, and null for another account\'s id', async () => {
      const user = await staff();
      const { sessionId } = await service.start(user);
      expect(await service.activeCaller(sessionId, user._id)).toEqual({
        user,
        twoFactor: { enabled: false, required: false },
        mustChangePassword: false,
      });
      expect(await service.activeUser(sessionId, user._id)).toEqual(user);
      const stranger = await staff('Someone Else');
      expect(await service.activeCaller(sessionId, stranger._id)).toBeNull();
      expect(await service.activeUser(sessionId, stranger._id)).toBeNull();
      expect(await service.activeUser(newId(), user._id)).toBeNull();
    });

    it('tells a second factor that is on, one the settings require, and a password the account must change', async () => {
      const user = await staff();
      const { sessionId } = await service.start(user);
      await db().update(users).set({ totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', mustChangePassword: true }).where(eq(users.id, user._id));
      await db().insert(settings).values({ key: 'site', value: { requireTwoFactor: true } })
        .onConflictDoUpdate({ target: settings.key, set: { value: { requireTwoFactor: true } } });
      try {
        expect(await service.activeCaller(sessionId, user._id)).toEqual({ user, twoFactor: { enabled: true, required: true }, mustChangePassword: true });
      } finally {
        await db().delete(settings).where(eq(settings.key, 'site'));
      }
    });

    it('keeps each caller\'s answer apart in the cache', async () => {
      stopCacheClock();
      const asha = await staff('Asha Gurung');
      const ravi = await staff('Ravi Thapa');
      const ashas = await service.start(asha);
      const ravis = await service.start(ravi);
      expect((await service.activeCaller(ashas.sessionId, asha._id))?.user).toEqual(asha);
      expect((await service.activeCaller(ravis.sessionId, ravi._id))?.user).toEqual(ravi);
      expect(await service.activeCaller(ravis.sessionId, asha._id)).toBeNull();
      expect(await service.isLive(ashas.sessionId)).toBe(true);
      await db().update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, ravis.sessionId));
      vi.advanceTimersByTime(CALLER_CACHE_MS);
      expect(await service.isLive(ravis.sessionId)).toBe(false);
      expect(await service.isLive(ashas.sessionId)).toBe(true);
    });

    it('sees another instance\'s sign-out once the cache time is up, and its own at once', async () => {
      stopCacheClock();
      const user = await staff();
      const mine = await service.start(user);
      const theirs = await service.start(user);
      for (const s of [mine, theirs]) {
        expect(await service.activeUser(s.sessionId, user._id)).toEqual(user);
        expect(await service.isLive(s.sessionId)).toBe(true);
      }
      await other.revoke(theirs.sessionId);
      vi.advanceTimersByTime(CALLER_CACHE_MS - 1);
      expect(await service.activeUser(theirs.sessionId, user._id)).toEqual(user);
      expect(await service.isLive(theirs.sessionId)).toBe(true);
      vi.advanceTimersByTime(1);
      expect(await service.activeUser(theirs.sessionId, user._id)).toBeNull();
      expect(await service.isLive(theirs.sessionId)).toBe(false);

      expect(await service.activeUser(mine.sessionId, user._id)).toEqual(user);
      expect(await service.isLive(mine.sessionId)).toBe(true);
      await service.revoke(mine.sessionId);
      expect(await service.activeUser(mine.sessionId, user._id)).toBeNull();
      expect(await service.isLive(mine.sessionId)).toBe(false);
    });

    it('forgets what it remembered when told to, after a change this instance made', async () => {
      stopCacheClock();
      const user = await staff();
      const { sessionId } = await service.start(user);
      expect(await service.activeUser(sessionId, user._id)).toEqual(user);
      expect(await service.isLive(sessionId)).toBe(true);
      await db().update(users).set({ status: 'pending' }).where(eq(users.id, user._id));
      expect(await service.activeUser(sessionId, user._id)).toEqual(user);
      service.forgetCallers();
      expect(await service.activeUser(sessionId, user._id)).toBeNull();
      expect(await service.isLive(sessionId)).toBe(false);
    });

    it('is not live for an unknown session, nor once the staff member\'s account is gone', async () => {
      expect(await service.isLive(newId())).toBe(false);
      const user = await staff();
      const { sessionId } = await service.start(user);
      await db().delete(users).where(eq(users.id, user._id));
      service.forgetCallers();
      expect(await service.isLive(sessionId)).toBe(false);
    });
  });

  describe('ending sessions', () => {
    it('ends every other session of the account after a password change, keeping the one that changed it', async () => {
      stopCacheClock();
      const user = await staff();
      const otherUser = await staff();
      const [kept, ended, alsoEnded] = [await service.start(user), await service.start(user), await service.start(user)];
      const bystander = await service.start(otherUser);
      for (const s of [kept, ended, bystander]) expect(await service.isLive(s.sessionId)).toBe(true);
      await service.revokeOthers(user._id, kept.sessionId);
      expect(await service.isLive(kept.sessionId)).toBe(true);
      expect(await service.isLive(ended.sessionId)).toBe(false);
      expect(await service.isLive(alsoEnded.sessionId)).toBe(false);
      expect(await service.isLive(bystander.sessionId)).toBe(true);
    });

    it('ends all of them when none is kept', async () => {
      stopCacheClock();
      const user = await staff();
      const [first, second] = [await service.start(user), await service.start(user)];
      expect(await service.isLive(first.sessionId)).toBe(true);
      await service.revokeOthers(user._id, null);
      expect(await service.isLive(first.sessionId)).toBe(false);
      expect(await service.isLive(second.sessionId)).toBe(false);
    });
  });
});
