import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API, AUTH_MESSAGES } from '@visadesk/contract';
import { outbox, passwordResets } from '../../src/db/schema.ts';
import { buildTestApp, rateLimitsWith, TEST_PASSWORD, type TestContext } from '../helpers.ts';
import { SmtpSink } from './smtp-sink.ts';
import { answerWith } from '../answers.ts';

const NEW_PASSWORD = 'a brand new passphrase';

/** A staff member who forgot the password chooses a new one from an emailed link. */
describe('forgot password', () => {
  const sink = new SmtpSink();
  let t: TestContext;

  beforeAll(async () => {
    await sink.start();
    t = await buildTestApp({
      mail: { smtpUrl: sink.url, from: 'desk@maple-route.example' },
      publicUrl: 'https://desk.maple-route.example',
      rateLimits: rateLimitsWith({ forgotPasswordPerEmail: 3 }),
    });
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });
  beforeEach(() => {
    sink.messages.length = 0;
  });

  // The caller's Host header never reaches the link: it is built on PUBLIC_URL alone.
  const forgot = (email: string) => t.app.inject({ method: 'POST', url: API.users.forgotPassword, payload: { email }, headers: { host: 'evil.example' } });
  const reset = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
    t.app.inject({ method: 'POST', url: API.users.resetPassword, payload: { token, password, confirmPassword } });
  const linkIn = (text: string | undefined) => /https:\/\/desk\.maple-route\.example\/reset-password\?token=([\w-]+)/.exec(text ?? '');

  it('answers the same for a staff address and any other, and emails only the staff member', async () => {
    const staff = await t.createUser({ name: 'Ravi Thapa' });
    const known = await forgot(staff.email.toUpperCase());
    const unknown = await forgot('nobody-here@maple-route.example');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(answerWith({ message: AUTH_MESSAGES.resetLinkSent }));
    expect(unknown.json()).toEqual(known.json());
    const [mail] = await sink.received(1);
    expect(mail?.to).toEqual([staff.email]);
    expect(mail?.parsed.subject).toBe('Reset your password for the VisaDesk Migration Consultancy desk');
    expect(linkIn(mail?.parsed.text)).not.toBeNull();
    expect(mail?.raw).not.toContain('evil.example');
    await t.app.jobs.idle();
    expect(sink.messages).toHaveLength(1);
  });

  it('sets the new password with the link once, ends every session, and keeps only a hash of the token', async () => {
    const staff = await t.createUser();
    const session = await t.login(staff.email);
    expect((await forgot(staff.email)).statusCode).toBe(200);
    const [mail] = await sink.received(1);
    const token = linkIn(mail?.parsed.text)?.[1] ?? '';
    const stored = await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, staff._id));
    expect(stored.map((r) => r.tokenHash)).not.toContain(token);
    // The link's words do not stay in the outbox once sent.
    await t.app.jobs.idle();
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, staff.email));
    expect(row).toMatchObject({ state: 'sent', textBody: '', htmlBody: '' });

    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual(answerWith({ message: AUTH_MESSAGES.passwordResetDone }));
    await expect(t.login(staff.email, TEST_PASSWORD)).rejects.toThrow(/401/);
    await t.login(staff.email, NEW_PASSWORD);
    const refreshed = await t.app.inject({ method: 'POST', url: API.users.refresh, payload: { refreshToken: session.refreshToken } });
    expect(refreshed.statusCode).toBe(401);

    const again = await reset(token, 'another long passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTH_MESSAGES.resetLinkInvalid);
    await t.login(staff.email, NEW_PASSWORD);
  });

  it('refuses an expired or unknown link, and a new password that breaks the rules, changing nothing', async () => {
    const staff = await t.createUser();
    await forgot(staff.email);
    const token = linkIn((await sink.received(1))[0]?.parsed.text)?.[1] ?? '';
    expect((await reset(token, 'short')).json().message).toBe(AUTH_MESSAGES.passwordTooShort);
    const common = await reset(token, 'sunita123');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual(answerWith({ message: AUTH_MESSAGES.passwordTooCommon, errors: { password: AUTH_MESSAGES.passwordTooCommon } }));
    expect(JSON.stringify((await reset(token, NEW_PASSWORD, 'something else entirely')).json())).toContain(AUTH_MESSAGES.passwordsDoNotMatch);
    expect((await reset('made-up-token')).json().message).toBe(AUTH_MESSAGES.resetLinkInvalid);
    await t.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.userId, staff._id));
    const expired = await reset(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(AUTH_MESSAGES.resetLinkInvalid);
    await t.login(staff.email, TEST_PASSWORD);
  });

  it('sends nothing to an account waiting for approval', async () => {
    const waiting = await t.createUser({ status: 'pending' });
    expect((await forgot(waiting.email)).json()).toEqual(answerWith({ message: AUTH_MESSAGES.resetLinkSent }));
    await t.app.jobs.idle();
    expect(sink.messages).toHaveLength(0);
  });

  it('throttles the requests for one address, whoever it belongs to', async () => {
    for (const email of ['someone@maple-route.example', (await t.createUser()).email]) {
      for (let i = 0; i < 3; i += 1) expect((await forgot(email)).statusCode).toBe(200);
      const fourth = await forgot(email);
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
    }
  });
});

describe('forgot password without PUBLIC_URL, and too many tries of reset links', () => {
  it('sends no link it would have to build on the caller\'s Host header', async () => {
    const sink = new SmtpSink();
    await sink.start();
    const t = await buildTestApp({ mail: { smtpUrl: sink.url, from: 'desk@maple-route.example' } });
    try {
      const staff = await t.createUser();
      const res = await t.app.inject({ method: 'POST', url: API.users.forgotPassword, payload: { email: staff.email }, headers: { host: 'evil.example' } });
      expect(res.json()).toEqual(answerWith({ message: AUTH_MESSAGES.resetLinkSent }));
      await t.app.jobs.idle();
      expect(sink.messages).toHaveLength(0);
    } finally {
      await t.close();
      await sink.stop();
    }
  });

  it('throttles the tries from one caller before any password is hashed', async () => {
    const t = await buildTestApp({ rateLimits: rateLimitsWith({ resetPasswordPerIp: 2 }) });
    try {
      const attempt = () => t.app.inject({ method: 'POST', url: API.users.resetPassword, payload: { token: 'guess', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } });
      expect((await attempt()).json().message).toBe(AUTH_MESSAGES.resetLinkInvalid);
      expect((await attempt()).statusCode).toBe(400);
      const third = await attempt();
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
    } finally {
      await t.close();
    }
  });
});
