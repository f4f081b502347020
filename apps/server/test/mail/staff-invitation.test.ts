import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API, AUTH_MESSAGES, type ActivityPage, type User } from '@visadesk/contract';
import { outbox, passwordResets, users } from '../../src/db/schema.ts';
import { buildTestApp, uniqueEmail, type TestContext } from '../helpers.ts';
import { SmtpSink } from './smtp-sink.ts';
import { answerWith } from '../answers.ts';

const CHOSEN = 'mustard kettle orbit 42';

/** A new staff member is invited by email and chooses their own password. */
describe('staff invitation', () => {
  const sink = new SmtpSink();
  let t: TestContext;
  let headers: { authorization: string };

  beforeAll(async () => {
    await sink.start();
    t = await buildTestApp({ mail: { smtpUrl: sink.url, from: 'desk@maple-route.example' }, publicUrl: 'https://desk.maple-route.example' });
    headers = (await t.loginAs('superadmin')).headers;
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });
  beforeEach(() => {
    sink.messages.length = 0;
  });

  const invite = (name: string, email = uniqueEmail('invited')) =>
    t.app.inject({ method: 'POST', url: API.users.addUser, headers, payload: { name, email, role: 'admin' } });
  const look = (token: string) => t.app.inject({ method: 'GET', url: `${API.users.invitation}?token=${encodeURIComponent(token)}` });
  const accept = (token: string, password = CHOSEN, confirmPassword = password) =>
    t.app.inject({ method: 'POST', url: API.users.acceptInvitation, payload: { token, password, confirmPassword } });
  const tokenIn = (text: string | undefined) => /https:\/\/desk\.maple-route\.example\/accept-invitation\?token=([\w-]+)/.exec(text ?? '')?.[1] ?? '';
  const listed = async (id: string) => ((await t.app.inject({ method: 'GET', url: API.users.getUsers, headers })).json() as User[]).find((u) => u._id === id);
  const activity = async () => ((await t.app.inject({ method: 'GET', url: `${API.activity.list}?limit=100`, headers })).json() as ActivityPage).entries;

  it('adds the account without a password, emails the link, and the link sets the password once', async () => {
    const email = uniqueEmail('sunita');
    const added = await invite('Sunita Rai', email);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ message: AUTH_MESSAGES.invitationSent, user: { name: 'Sunita Rai', email, role: 'admin', status: 'active' } });
    const user = added.json().user as User;

    const [mail] = await sink.received(1);
    expect(mail?.to).toEqual([email]);
    expect(mail?.parsed.subject).toBe('Your staff account on the VisaDesk Migration Consultancy desk: choose your password');
    expect(mail?.parsed.text).toContain('Dear Sunita Rai,');
    expect(mail?.parsed.text).toContain('within 7 days');
    const token = tokenIn(mail?.parsed.text);
    expect(token).not.toBe('');

    // Only the hash is kept, and the link's words leave the outbox once sent.
    const stored = await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user._id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ purpose: 'invitation' });
    expect(stored[0]?.tokenHash).not.toBe(token);
    await t.app.jobs.idle();
    const [sent] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(sent).toMatchObject({ state: 'sent', event: 'staff-invitation', textBody: '', htmlBody: '' });

    // Nothing signs in before the password is chosen; the list says an invitation waits.
    await expect(t.login(email, CHOSEN)).rejects.toThrow(/401/);
    expect((await listed(user._id))?.invitation).toMatchObject({ sentAt: expect.any(String), expiresAt: expect.any(String) });

    expect((await look(token)).json()).toEqual({ name: 'Sunita Rai', email });
    const common = await accept(token, 'sunita123');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual(answerWith({ message: AUTH_MESSAGES.passwordTooCommon, errors: { password: AUTH_MESSAGES.passwordTooCommon } }));

    const done = await accept(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual(answerWith({ message: AUTH_MESSAGES.invitationAccepted }));
    await t.login(email, CHOSEN);
    expect((await listed(user._id))?.invitation).toBeNull();

    const again = await accept(token, 'another fine passphrase 7');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTH_MESSAGES.invitationInvalid);
    expect((await look(token)).statusCode).toBe(400);
    await t.login(email, CHOSEN);

    const details = (await activity()).map((e) => `${e.action}: ${e.detail}`);
    expect(details).toContain(`staff: Invited Sunita Rai <${email}> as Admin`);
    expect(details).toContain(`staff: Sunita Rai <${email}> accepted the invitation and chose a password`);
  });

  it('sends again with a new link that replaces the old one, and refuses once the password is chosen', async () => {
    const added = await invite('Kiran Gurung');
    const user = added.json().user as User;
    const [first] = await sink.received(1);
    const resent = await t.app.inject({ method: 'POST', url: API.users.resendInvitation(user._id), headers });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual(answerWith({ message: AUTH_MESSAGES.invitationResent }));
    const [, second] = await sink.received(2);
    const oldToken = tokenIn(first?.parsed.text);
    const newToken = tokenIn(second?.parsed.text);
    expect(newToken).not.toBe(oldToken);
    expect((await accept(oldToken)).json().message).toBe(AUTH_MESSAGES.invitationInvalid);
    expect((await accept(newToken)).statusCode).toBe(200);

    const late = await t.app.inject({ method: 'POST', url: API.users.resendInvitation(user._id), headers });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(AUTH_MESSAGES.invitationAlreadyAccepted);
    expect((await activity()).map((e) => e.detail)).toContain(`Sent the invitation again to Kiran Gurung <${user.email}>`);
  });

  it('refuses an expired link, and a new invitation then works', async () => {
    const added = await invite('Bina Tamang');
    const user = added.json().user as User;
    const [mail] = await sink.received(1);
    const token = tokenIn(mail?.parsed.text);
    const eightDaysAgo = sql`now() - interval '8 days'`;
    await t.database.db.update(passwordResets).set({ expiresAt: sql`now() - interval '1 day'` }).where(eq(passwordResets.userId, user._id));
    await t.database.db.update(users).set({ invitedAt: eightDaysAgo }).where(eq(users.id, user._id));

    expect((await look(token)).json()).toEqual(answerWith({ message: AUTH_MESSAGES.invitationInvalid }));
    expect((await accept(token)).json().message).toBe(AUTH_MESSAGES.invitationInvalid);
    expect(new Date((await listed(user._id))?.invitation?.expiresAt ?? '').getTime()).toBeLessThan(Date.now());

    expect((await t.app.inject({ method: 'POST', url: API.users.resendInvitation(user._id), headers })).statusCode).toBe(200);
    const [, fresh] = await sink.received(2);
    expect((await accept(tokenIn(fresh?.parsed.text))).statusCode).toBe(200);
    await t.login(user.email, CHOSEN);
  });

  it('keeps add_user with a password as the original client calls it, and refuses a common password there', async () => {
    const email = uniqueEmail('original');
    const added = await t.app.inject({ method: 'POST', url: API.users.addUser, headers, payload: { name: 'Arjun Shah', email, password: 'a long enough passphrase' } });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ message: AUTH_MESSAGES.userAdded, user: { email, role: 'admin' } });
    await t.login(email, 'a long enough passphrase');
    await t.app.jobs.idle();
    expect(sink.messages).toHaveLength(0);

    const common = await t.app.inject({ method: 'POST', url: API.users.addUser, headers, payload: { name: 'Sunita Rai', email: uniqueEmail('sunita'), password: 'sunita123' } });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual(answerWith({ message: AUTH_MESSAGES.passwordTooCommon, errors: { password: AUTH_MESSAGES.passwordTooCommon } }));
  });

  it('lets only the super admin invite', async () => {
    const admin = await t.loginAs('admin');
    const res = await t.app.inject({ method: 'POST', url: API.users.addUser, headers: admin.headers, payload: { name: 'Nima Sherpa', email: uniqueEmail('nima') } });
    expect(res.statusCode).toBe(403);
  });
});

describe('an invitation without email configured', () => {
  it('adds the account and says no email can go, so the super admin resets the password instead', async () => {
    const t = await buildTestApp();
    try {
      const { headers } = await t.loginAs('superadmin');
      const res = await t.app.inject({ method: 'POST', url: API.users.addUser, headers, payload: { name: 'Meera Patel', email: uniqueEmail('meera') } });
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(AUTH_MESSAGES.invitationQueuedWithoutMail);
      const reset = await t.app.inject({ method: 'POST', url: API.users.resetUserPassword(res.json().user._id), headers });
      const temporary = reset.json().temporaryPassword as string;
      await t.login(res.json().user.email, temporary);
    } finally {
      await t.close();
    }
  });
});
