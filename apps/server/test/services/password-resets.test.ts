import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@visadesk/contract';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { outbox, passwordResets, sessions, users } from '../../src/db/schema.ts';
import { HttpError } from '../../src/http/http-error.ts';
import { newId } from '../../src/lib/ids.ts';
import { hashPassword, verifyPassword } from '../../src/security/passwords.ts';
import { sha256 } from '../../src/security/tokens.ts';
import { Mailer } from '../../src/mail/mailer.ts';
import { burnLinks } from '../../src/staff/emailed-links.ts';
import { PasswordResets, RESET_LINK_MINUTES } from '../../src/staff/password-resets.ts';
import { createTestDatabase, TEST_PASSWORD, uniqueEmail } from '../helpers.ts';
import { untilWaitingForLocks } from './lock-waits.ts';

const PUBLIC_URL = 'https://desk.maple-route.example';
const NEW_PASSWORD = 'a brand new passphrase';
const ARGON2 = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

/**
 * The "Forgot password?" links at the service: what a staff member receives, what the link can do
 * and when it stops working. The route's answers are in test/mail/forgot-password.test.ts.
 */
describe('PasswordResets', () => {
  let database: { handle: DatabaseHandle; drop: () => Promise<void> };
  let resets: PasswordResets;
  const db = () => database.handle.db;

  beforeAll(async () => {
    database = await createTestDatabase();
    const mailer = new Mailer({ db: db(), publicUrl: PUBLIC_URL, configured: true });
    resets = new PasswordResets(db(), mailer, ARGON2);
  });
  afterAll(() => database.drop());

  async function staff(status: 'active' | 'pending' = 'active', mustChangePassword = false) {
    const [row] = await db()
      .insert(users)
      .values({ id: newId(), name: 'Ravi Thapa', email: uniqueEmail('reset'), passwordHash: await hashPassword(TEST_PASSWORD, ARGON2), status, mustChangePassword })
      .returning();
    return row as typeof users.$inferSelect;
  }
  const startSession = async (userId: string) => {
    const id = newId();
    await db().insert(sessions).values({ id, userId, expiresAt: new Date(Date.now() + 3_600_000) });
    return id;
  };
  const mailTo = (email: string) => db().select().from(outbox).where(eq(outbox.recipient, email));
  /** The delivery jobs (ADR 054) waiting for the email to `email`. */
  const deliveryJobs = async (email: string) => (await oneRow<{ n: number }>(sql`select count(*)::int as n from graphile_worker.jobs
    where task_identifier = 'send-email' and key in (select 'outbox:' || id from outbox where recipient = ${email})`)).n;
  /** The token in the one email sent to `email`. */
  async function tokenMailedTo(email: string): Promise<string> {
    const [mail] = await mailTo(email);
    const match = /^https:\/\/desk\.maple-route\.example\/reset-password\?token=([A-Za-z0-9_-]{43})$/m.exec(mail?.textBody ?? '');
    expect(match, mail?.textBody).not.toBeNull();
    return match?.[1] as string;
  }
  const passwordHashOf = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0]?.passwordHash as string;
  const refusal = (promise: Promise<unknown>) =>
    promise.then(() => null, (error: unknown) => (error instanceof HttpError ? { status: error.statusCode, message: error.message } : error));
  const invalid = { status: 400, message: AUTH_MESSAGES.resetLinkInvalid };
  /** The one row a query answers. */
  const oneRow = async <T>(query: ReturnType<typeof sql>) => ((await db().execute(query)) as unknown as { rows: [T] }).rows[0];
  it('emails an active staff member a 30-minute link on the public address, keeping only the token\'s hash', async () => {
    const user = await staff();
    await resets.request(user.email, PUBLIC_URL);
    expect(await deliveryJobs(user.email)).toBe(1);
    const [mail] = await mailTo(user.email);
    expect(mail).toMatchObject({ state: 'queued', subject: 'Reset your password for the VisaDesk Migration Consultancy desk' });
    expect(mail?.textBody).toContain('Dear Ravi Thapa,');
    const token = await tokenMailedTo(user.email);
    const [link] = await db().select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(link).toMatchObject({ tokenHash: sha256(token), purpose: 'reset', usedAt: null });
    const { minutes } = await oneRow<{ minutes: number }>(
      sql`select extract(epoch from (expires_at - now())) / 60 as minutes from password_resets where user_id = ${user.id}`,
    );
    expect(Number(minutes)).toBeGreaterThan(RESET_LINK_MINUTES - 1);
    expect(Number(minutes)).toBeLessThanOrEqual(RESET_LINK_MINUTES);
  });

  it('sends nothing, and stores nothing, for an unknown address, an account awaiting approval, or without a public address', async () => {
    const waiting = await staff('pending');
    const active = await staff();
    await resets.request('nobody-here@maple-route.example', PUBLIC_URL);
    await resets.request(waiting.email, PUBLIC_URL);
    await resets.request(active.email, undefined);
    expect(await mailTo('nobody-here@maple-route.example')).toEqual([]);
    expect(await mailTo(waiting.email)).toEqual([]);
    expect(await mailTo(active.email)).toEqual([]);
    expect(await db().select().from(passwordResets).where(eq(passwordResets.userId, waiting.id))).toEqual([]);
    expect(await db().select().from(passwordResets).where(eq(passwordResets.userId, active.id))).toEqual([]);
    for (const email of ['nobody-here@maple-route.example', waiting.email, active.email]) expect(await deliveryJobs(email)).toBe(0);
  });

  it('sets the new password once, burns every other link of the account and ends all its sessions', async () => {
    const user = await staff('active', true);
    const other = await staff();
    const sessionIds = [await startSession(user.id), await startSession(user.id)];
    const othersSession = await startSession(other.id);
    await resets.request(user.email, PUBLIC_URL);
    await resets.request(other.email, PUBLIC_URL);
    const token = await tokenMailedTo(user.email);
    const secondLink = 'a'.repeat(43);
    await db().insert(passwordResets).values({ tokenHash: sha256(secondLink), userId: user.id, expiresAt: new Date(Date.now() + 600_000) });

    await resets.reset(token, NEW_PASSWORD);
    expect(await verifyPassword(await passwordHashOf(user.id), NEW_PASSWORD)).toBe(true);
    const [after] = await db().select().from(users).where(eq(users.id, user.id));
    expect(after?.mustChangePassword).toBe(false);
    const links = await db().select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(links.map((l) => l.usedAt)).toEqual([expect.any(Date), expect.any(Date)]);
    const ended = await db().select().from(sessions).where(eq(sessions.userId, user.id));
    expect(ended.filter((s) => sessionIds.includes(s.id)).map((s) => s.revokedAt)).toEqual([expect.any(Date), expect.any(Date)]);

    expect(await refusal(resets.reset(token, 'another long passphrase'))).toEqual(invalid);
    expect(await refusal(resets.reset(secondLink, 'another long passphrase'))).toEqual(invalid);
    expect(await verifyPassword(await passwordHashOf(user.id), NEW_PASSWORD)).toBe(true);
    // The other account keeps its password, its link and its session.
    expect(await verifyPassword(await passwordHashOf(other.id), TEST_PASSWORD)).toBe(true);
    const [othersLink] = await db().select().from(passwordResets).where(eq(passwordResets.userId, other.id));
    expect(othersLink?.usedAt).toBeNull();
    const [kept] = await db().select().from(sessions).where(eq(sessions.id, othersSession));
    expect(kept?.revokedAt).toBeNull();
  });

  it('refuses a token one character off, an expired one, an invitation\'s, and a guessable password, changing nothing', async () => {
    const user = await staff();
    await resets.request(user.email, PUBLIC_URL);
    const token = await tokenMailedTo(user.email);
    const oneOff = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await refusal(resets.reset(oneOff, NEW_PASSWORD))).toEqual(invalid);
    expect(await refusal(resets.reset('', NEW_PASSWORD))).toEqual(invalid);
    // Built from the account's own name: refused before any hashing, and the link still works after.
    expect(await refusal(resets.reset(token, 'RaviThapa2024'))).toEqual({ status: 400, message: AUTH_MESSAGES.passwordTooCommon });

    const invitation = 'i'.repeat(43);
    await db().insert(passwordResets).values({ tokenHash: sha256(invitation), userId: user.id, purpose: 'invitation', expiresAt: new Date(Date.now() + 600_000) });
    expect(await refusal(resets.reset(invitation, NEW_PASSWORD))).toEqual(invalid);

    await db().update(passwordResets).set({ expiresAt: sql`now() - interval '1 second'` }).where(and(eq(passwordResets.userId, user.id), eq(passwordResets.purpose, 'reset')));
    expect(await refusal(resets.reset(token, NEW_PASSWORD))).toEqual(invalid);
    expect(await verifyPassword(await passwordHashOf(user.id), TEST_PASSWORD)).toBe(true);
  });

  it('lets one of two resets with the same link through, and refuses the other as used, even when both found it unused', async () => {
    const user = await staff();
    await resets.request(user.email, PUBLIC_URL);
    const token = await tokenMailedTo(user.email);
    let outcomes: Promise<unknown[]> | undefined;
    // The link's row is held until both resets have found it unused and wait for it.
    await db().transaction(async (tx) => {
      await tx.select().from(passwordResets).where(eq(passwordResets.tokenHash, sha256(token))).for('update');
      outcomes = Promise.all([refusal(resets.reset(token, NEW_PASSWORD)), refusal(resets.reset(token, 'the other passphrase here'))]);
      await untilWaitingForLocks(db(), 2);
    });
    const both = (await outcomes) as unknown[];
    expect(both.filter((o) => o === null)).toHaveLength(1);
    expect(both.filter((o) => o !== null)).toEqual([invalid]);
  });

  it('burns an account\'s unused links, or only its invitations, and no one else\'s', async () => {
    const user = await staff();
    const other = await staff();
    const link = (userId: string, purpose: 'reset' | 'invitation') =>
      db().insert(passwordResets).values({ tokenHash: sha256(newId()), userId, purpose, expiresAt: new Date(Date.now() + 600_000) });
    await link(user.id, 'reset');
    await link(user.id, 'invitation');
    await link(other.id, 'invitation');
    const used = async (userId: string) =>
      Object.fromEntries((await db().select().from(passwordResets).where(eq(passwordResets.userId, userId))).map((l) => [l.purpose, l.usedAt !== null]));

    await db().transaction((tx) => burnLinks(tx, user.id, 'invitation'));
    expect(await used(user.id)).toEqual({ reset: false, invitation: true });
    expect(await used(other.id)).toEqual({ invitation: false });
    await db().transaction((tx) => burnLinks(tx, user.id));
    expect(await used(user.id)).toEqual({ reset: true, invitation: true });
    expect(await used(other.id)).toEqual({ invitation: false });
  });
});
