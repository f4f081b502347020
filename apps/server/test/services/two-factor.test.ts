import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@visadesk/contract';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { applicationHistory, recoveryCodes, sessions, users } from '../../src/db/schema.ts';
import { HttpError } from '../../src/http/http-error.ts';
import { newId } from '../../src/lib/ids.ts';
import { RECOVERY_CODE_COUNT, recoveryCodeHash, TOTP_PERIOD_SECONDS } from '../../src/security/totp.ts';
import { TwoFactorService } from '../../src/staff/two-factor.ts';
import { createTestDatabase, uniqueEmail } from '../helpers.ts';
import { untilWaitingForLocks } from './lock-waits.ts';

/** 10 s into a 30-second step, so "the next step" is unambiguous. */
const START_MS = 1_790_000_010_000;
const STEP_MS = TOTP_PERIOD_SECONDS * 1000;
const ADMIN = { id: 'ffffffffffffffffffffffff', name: 'Asha Super' };

/**
 * The second factor at the service: turning it on with a code, each code and recovery code
 * accepted once, turning it off, and the super admin's reset. The routes are in
 * test/routes/api/users/two-factor*.test.ts.
 */
describe('TwoFactorService', () => {
  let database: { handle: DatabaseHandle; drop: () => Promise<void> };
  let twoFactor: TwoFactorService;
  const db = () => database.handle.db;

  beforeAll(async () => {
    database = await createTestDatabase();
    twoFactor = new TwoFactorService(db());
  });
  afterAll(() => database.drop());
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: START_MS });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) });
  const nextStep = () => vi.setSystemTime(Date.now() + STEP_MS);
  const refusal = (promise: Promise<unknown>) =>
    promise.then(() => null, (error: unknown) => (error instanceof HttpError ? { status: error.statusCode, message: error.message } : error));

  async function staff() {
    const [row] = await db().insert(users).values({ id: newId(), name: 'Ravi Thapa', email: uniqueEmail('2fa'), passwordHash: 'x' }).returning();
    return row as typeof users.$inferSelect;
  }
  const row = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0] as typeof users.$inferSelect;
  const storedCodes = (userId: string) => db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, userId));

  /** Set up and turned on, the clock moved to the next step: the secret and the recovery codes. */
  async function turnedOn(userId: string): Promise<{ secret: string; codes: string[] }> {
    const secret = await twoFactor.beginSetup(userId);
    const codes = await twoFactor.enable(userId, await codeNow(secret));
    nextStep();
    return { secret, codes: codes as string[] };
  }

  it('is off until a code from the app confirms the set-up, then on with ten single-use recovery codes', async () => {
    const user = await staff();
    expect(await twoFactor.isEnabled(user.id)).toBe(false);
    const secret = await twoFactor.beginSetup(user.id);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await row(user.id)).toMatchObject({ totpPendingSecret: secret, totpSecret: null });
    expect(await twoFactor.isEnabled(user.id)).toBe(false);

    const codes = await twoFactor.enable(user.id, await codeNow(secret));
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    const on = await row(user.id);
    expect(on).toMatchObject({ totpSecret: secret, totpPendingSecret: null, totpLastStep: Math.floor(START_MS / STEP_MS) });
    expect(on.totpEnabledAt).toEqual(new Date(START_MS));
    expect(await twoFactor.isEnabled(user.id)).toBe(true);
    expect((await storedCodes(user.id)).map((c) => c.codeHash).sort()).toEqual((codes as string[]).map(recoveryCodeHash).sort());
  });

  it('keeps it off, the set-up pending, when the confirming code is wrong', async () => {
    const user = await staff();
    const secret = await twoFactor.beginSetup(user.id);
    const code = await codeNow(secret);
    const wrong = code === '000000' ? '000001' : '000000';
    expect(await twoFactor.enable(user.id, wrong)).toBeNull();
    expect(await row(user.id)).toMatchObject({ totpPendingSecret: secret, totpSecret: null, totpEnabledAt: null });
    expect(await storedCodes(user.id)).toEqual([]);
    expect(await twoFactor.isEnabled(user.id)).toBe(false);
  });

  it('asks for a set-up first, and knows no account that is not there', async () => {
    const user = await staff();
    expect(await refusal(twoFactor.enable(user.id, '123456'))).toEqual({ status: 400, message: AUTH_MESSAGES.twoFactorNoSetup });
    expect(await refusal(twoFactor.enable(newId(), '123456'))).toEqual({ status: 400, message: AUTH_MESSAGES.twoFactorNoSetup });
    expect(await refusal(twoFactor.beginSetup(newId()))).toEqual({ status: 404, message: AUTH_MESSAGES.userNotFound });
    expect(await twoFactor.isEnabled(newId())).toBe(false);
    expect(await twoFactor.acceptCode(newId(), '123456')).toBe(false);
  });

  it('accepts the app\'s code once, refuses it again and refuses an older one, and takes the next step\'s', async () => {
    const user = await staff();
    const { secret } = await turnedOn(user.id);
    const code = await codeNow(secret);
    expect(await twoFactor.acceptCode(user.id, code)).toBe(true);
    expect(await twoFactor.acceptCode(user.id, code)).toBe(false);
    // The step before is still within the clock tolerance, but comes after nothing it could replay.
    vi.setSystemTime(Date.now() - STEP_MS);
    const older = await codeNow(secret);
    vi.setSystemTime(Date.now() + STEP_MS);
    expect(await twoFactor.acceptCode(user.id, older)).toBe(false);
    nextStep();
    expect(await twoFactor.acceptCode(user.id, `${(await codeNow(secret)).slice(0, 3)} ${(await codeNow(secret)).slice(3)}`)).toBe(true);
  });

  it('lets one of two sign-ins with the same code through', async () => {
    const user = await staff();
    const { secret } = await turnedOn(user.id);
    const code = await codeNow(secret);
    expect((await Promise.all([twoFactor.acceptCode(user.id, code), twoFactor.acceptCode(user.id, code)])).sort()).toEqual([false, true]);
  });

  it('refuses a wrong code even before any step was accepted', async () => {
    const user = await staff();
    const { secret } = await turnedOn(user.id);
    await db().update(users).set({ totpLastStep: null }).where(eq(users.id, user.id));
    const code = await codeNow(secret);
    expect(await twoFactor.acceptCode(user.id, code === '000000' ? '000001' : '000000')).toBe(false);
    expect((await row(user.id)).totpLastStep).toBeNull();
    expect(await twoFactor.acceptCode(user.id, code)).toBe(true);
  });

  it('accepts each recovery code once, however it is typed, and no code of another account', async () => {
    const user = await staff();
    const other = await staff();
    const { codes } = await turnedOn(user.id);
    const { codes: othersCodes } = await turnedOn(other.id);
    const [first, second] = codes as [string, string];
    expect(await twoFactor.acceptCode(user.id, othersCodes[0] as string)).toBe(false);
    expect(await twoFactor.acceptCode(user.id, 'ABCDE-FGHIJ')).toBe(false);
    expect(await twoFactor.acceptCode(user.id, first.toLowerCase().replace('-', ' '))).toBe(true);
    expect(await twoFactor.acceptCode(user.id, first)).toBe(false);
    expect(await twoFactor.acceptCode(user.id, second)).toBe(true);
    const used = (await storedCodes(user.id)).filter((c) => c.usedAt !== null).map((c) => c.codeHash);
    expect(used.sort()).toEqual([recoveryCodeHash(first), recoveryCodeHash(second)].sort());
    expect((await storedCodes(other.id)).filter((c) => c.usedAt !== null)).toEqual([]);
  });

  it('lets one of two sign-ins with the same recovery code through, even when both found it unused', async () => {
    const user = await staff();
    const { codes } = await turnedOn(user.id);
    const code = codes[3] as string;
    let both: Promise<boolean[]> | undefined;
    // The code's row is held until both sign-ins have found it unused and wait to spend it.
    await db().transaction(async (tx) => {
      await tx.select().from(recoveryCodes).where(eq(recoveryCodes.codeHash, recoveryCodeHash(code))).for('update');
      both = Promise.all([twoFactor.acceptCode(user.id, code), twoFactor.acceptCode(user.id, code)]);
      await untilWaitingForLocks(db(), 2);
    });
    expect((await (both as Promise<boolean[]>)).sort()).toEqual([false, true]);
  });

  it('replaces the recovery codes when it is turned on again, and accepts nothing once off', async () => {
    const user = await staff();
    const first = await turnedOn(user.id);
    const second = await turnedOn(user.id);
    expect(await twoFactor.acceptCode(user.id, first.codes[0] as string)).toBe(false);
    expect(await twoFactor.acceptCode(user.id, await codeNow(first.secret))).toBe(false);
    expect(await twoFactor.acceptCode(user.id, second.codes[0] as string)).toBe(true);

    await twoFactor.disable(user.id);
    expect(await row(user.id)).toMatchObject({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null });
    expect(await storedCodes(user.id)).toEqual([]);
    expect(await twoFactor.isEnabled(user.id)).toBe(false);
    expect(await twoFactor.acceptCode(user.id, second.codes[1] as string)).toBe(false);
    expect(await twoFactor.acceptCode(user.id, await codeNow(second.secret))).toBe(false);
  });

  it('lets the super admin turn another account\'s off, ending its sessions and saying so in the activity log', async () => {
    const user = await staff();
    const bystander = await staff();
    const { codes } = await turnedOn(user.id);
    await turnedOn(bystander.id);
    const sessionId = newId();
    const othersSession = newId();
    await db().insert(sessions).values([
      { id: sessionId, userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) },
      { id: othersSession, userId: bystander.id, expiresAt: new Date(Date.now() + 3_600_000) },
    ]);

    await twoFactor.resetBySuperAdmin(user.id, ADMIN);
    expect(await row(user.id)).toMatchObject({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null });
    expect(await storedCodes(user.id)).toEqual([]);
    expect(await twoFactor.acceptCode(user.id, codes[0] as string)).toBe(false);
    const [ended] = await db().select().from(sessions).where(eq(sessions.id, sessionId));
    expect(ended?.revokedAt).toBeInstanceOf(Date);
    const [log] = await db().select().from(applicationHistory).where(eq(applicationHistory.actorId, ADMIN.id));
    expect(log).toMatchObject({
      action: 'staff',
      actorName: ADMIN.name,
      detail: `Reset the two-factor authentication of Ravi Thapa <${user.email}> (turned off; signed out everywhere)`,
    });
    // Nobody else's factor or session is touched.
    expect(await twoFactor.isEnabled(bystander.id)).toBe(true);
    const [kept] = await db().select().from(sessions).where(eq(sessions.id, othersSession));
    expect(kept?.revokedAt).toBeNull();

    expect(await refusal(twoFactor.resetBySuperAdmin(user.id, ADMIN))).toEqual({ status: 409, message: AUTH_MESSAGES.twoFactorAlreadyOff });
    expect(await refusal(twoFactor.resetBySuperAdmin(newId(), ADMIN))).toEqual({ status: 404, message: AUTH_MESSAGES.userNotFound });
    expect(await refusal(twoFactor.resetBySuperAdmin(bystander.id, { id: bystander.id, name: bystander.name }))).toEqual({
      status: 409,
      message: AUTH_MESSAGES.cannotResetOwnTwoFactor,
    });
    expect(await twoFactor.isEnabled(bystander.id)).toBe(true);
  });
});
