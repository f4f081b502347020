import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API, AUTH_MESSAGES, DEFAULT_SETTINGS, type ActivityPage } from '@visadesk/contract';
import { buildTestApp, stopClockForTotp, TEST_ACTOR, TEST_PASSWORD, totpCode, turnOnTwoFactor, uniqueEmail, type TestContext } from '../../../helpers.ts';
import { answerWith } from '../../../answers.ts';

const TOO_COMMON = { message: AUTH_MESSAGES.passwordTooCommon, errors: { password: AUTH_MESSAGES.passwordTooCommon } };

/** Common passwords refused everywhere; staff and Settings changes in the activity log; a second factor reset. */
describe('staff accounts: common passwords, the activity log, a second factor reset', () => {
  let t: TestContext;
  let superAdmin: Awaited<ReturnType<TestContext['loginAs']>>;

  beforeAll(async () => {
    t = await buildTestApp();
    superAdmin = await t.loginAs('superadmin');
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const activity = async () =>
    ((await t.app.inject({ method: 'GET', url: `${API.activity.list}?limit=100`, headers: superAdmin.headers })).json() as ActivityPage).entries;

  it('refuses "sunita123" at registration and on the Profile page, with the reason', async () => {
    await t.app.settings.put({ ...DEFAULT_SETTINGS, registrationPolicy: 'approval' }, TEST_ACTOR);
    const registered = await t.app.inject({
      method: 'POST', url: API.users.register, payload: { name: 'Sunita Rai', email: uniqueEmail('sunita'), password: 'sunita123' },
    });
    expect(registered.statusCode).toBe(400);
    expect(registered.json()).toEqual(answerWith(TOO_COMMON));

    const { user, headers } = await t.loginAs('admin');
    const profile = await t.app.inject({
      method: 'POST', url: API.users.profile, headers,
      payload: { name: user.name, currentPassword: TEST_PASSWORD, password: 'sunita123', confirmPassword: 'sunita123' },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json()).toEqual(answerWith(TOO_COMMON));
    await t.login(user.email, TEST_PASSWORD);

    // Built from the account's own name, or a well-known password with its first letter up: refused too.
    const ownName = await t.app.inject({
      method: 'POST', url: API.users.profile, headers,
      payload: { name: 'Dawa Lama', currentPassword: TEST_PASSWORD, password: 'dawalama2024', confirmPassword: 'dawalama2024' },
    });
    expect(ownName.json()).toEqual(answerWith(TOO_COMMON));
    const fine = await t.app.inject({
      method: 'POST', url: API.users.profile, headers,
      payload: { name: user.name, currentPassword: TEST_PASSWORD, password: 'lantern river copper 9', confirmPassword: 'lantern river copper 9' },
    });
    expect(fine.statusCode).toBe(200);
  });

  it('records staff changes: role, approval, password reset and deletion, with who and whom', async () => {
    const member = await t.createUser({ name: 'Kamal Joshi' });
    const pending = await t.createUser({ name: 'Priya Karki', status: 'pending' });
    const h = superAdmin.headers;
    const role = await t.app.inject({ method: 'PUT', url: API.users.updateUser(member._id), headers: h, payload: { name: 'Kamal Joshi', email: member.email, role: 'superadmin' } });
    expect(role.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PUT', url: API.users.approveUser(pending._id), headers: h })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: API.users.resetUserPassword(pending._id), headers: h })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: API.users.deleteUser(pending._id), headers: h })).statusCode).toBe(200);

    const entries = (await activity()).filter((e) => e.action === 'staff');
    const lines = entries.map((e) => `${e.actorName}: ${e.detail}`);
    const who = superAdmin.user.name;
    expect(lines).toEqual(expect.arrayContaining([
      `${who}: Changed Kamal Joshi <${member.email}>: role Admin → Super Admin`,
      `${who}: Approved the registration of Priya Karki <${pending.email}>`,
      `${who}: Reset the password of Priya Karki <${pending.email}> (a temporary password, to change at sign-in)`,
      `${who}: Deleted the account of Priya Karki <${pending.email}> (Admin)`,
    ]));
    expect(entries.every((e) => e.applicationId === '' && e.actorId === superAdmin.user._id)).toBe(true);
  });

  it('records which Settings sections a save changed, not their values', async () => {
    const current = (await t.app.inject({ method: 'GET', url: API.settings, headers: superAdmin.headers })).json();
    const saved = await t.app.inject({
      method: 'PUT', url: API.settings, headers: superAdmin.headers,
      payload: { ...current, phone: '+977 1 4000000', mail: { ...current.mail, senderName: 'Himal Desk Sender' } },
    });
    expect(saved.statusCode).toBe(200);
    const [latest] = await activity();
    expect(latest).toMatchObject({ action: 'settings', actorName: superAdmin.user.name, detail: 'Settings saved: phone, email settings' });
    expect(latest?.detail).not.toContain('Himal');
  });

  it('lets the super admin turn a staff member\'s second factor off, ending their sessions, and records it', async () => {
    const clock = stopClockForTotp();
    const member = await t.loginAs('admin');
    const { secret } = await turnOnTwoFactor(t.app, member.token, clock);
    const signedIn = await t.app.inject({ method: 'POST', url: API.users.login, payload: { email: member.user.email, password: TEST_PASSWORD, code: await totpCode(secret) } });
    expect(signedIn.statusCode).toBe(200);
    const listed = (await t.app.inject({ method: 'GET', url: API.users.getUsers, headers: superAdmin.headers })).json() as { _id: string; twoFactorEnabled: boolean }[];
    expect(listed.find((u) => u._id === member.user._id)?.twoFactorEnabled).toBe(true);

    const byAdmin = await t.app.inject({ method: 'POST', url: API.users.resetTwoFactor(member.user._id), headers: (await t.loginAs('admin')).headers });
    expect(byAdmin.statusCode).toBe(403);
    const own = await t.app.inject({ method: 'POST', url: API.users.resetTwoFactor(superAdmin.user._id), headers: superAdmin.headers });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(AUTH_MESSAGES.cannotResetOwnTwoFactor);

    const reset = await t.app.inject({ method: 'POST', url: API.users.resetTwoFactor(member.user._id), headers: superAdmin.headers });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual(answerWith({ message: AUTH_MESSAGES.twoFactorReset }));
    // Every session of the account is over, and the password alone signs in again.
    expect((await t.app.inject({ method: 'GET', url: API.users.me, headers: member.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: API.users.refresh, payload: { refreshToken: signedIn.json().refreshToken } })).statusCode).toBe(401);
    await t.login(member.user.email, TEST_PASSWORD);

    const again = await t.app.inject({ method: 'POST', url: API.users.resetTwoFactor(member.user._id), headers: superAdmin.headers });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(AUTH_MESSAGES.twoFactorAlreadyOff);
    const [latest] = await activity();
    expect(latest).toMatchObject({
      action: 'staff', actorName: superAdmin.user.name,
      detail: `Reset the two-factor authentication of ${member.user.name} <${member.user.email}> (turned off; signed out everywhere)`,
    });
  });
});
