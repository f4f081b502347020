import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, COMMON_MESSAGES } from '@visadesk/contract';
import { buildTestApp, uniqueEmail, type TestContext } from '../../../helpers.ts';
import { answerWith } from '../../../answers.ts';

describe('staff accounts (/api/users)', () => {
  let t: TestContext;
  let superHeaders: { authorization: string };
  let superId: string;
  let adminHeaders: { authorization: string };

  beforeAll(async () => {
    t = await buildTestApp();
    const boss = await t.loginAs('superadmin');
    superHeaders = boss.headers;
    superId = boss.user._id;
    adminHeaders = (await t.loginAs('admin')).headers;
  });
  afterAll(() => t.close());

  it('get_users answers a bare array of {_id, name, email, role, status} (and the desk\'s invitation and second factor) and never a password hash', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/get_users', headers: superHeaders });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(Array.isArray(list)).toBe(true);
    expect(list.length).toBeGreaterThanOrEqual(2);
    for (const user of list) {
      expect(Object.keys(user).sort()).toEqual(['_id', 'email', 'invitation', 'name', 'role', 'status', 'twoFactorEnabled']);
      expect(user._id).toMatch(/^[0-9a-f]{24}$/);
    }
    expect(res.body).not.toMatch(/argon2|password/i);
    expect(list.map((u: { role: string }) => u.role)).toContain('superadmin');
  });

  it('lets the super admin add, edit and delete staff', async () => {
    const email = uniqueEmail('new');
    const add = await t.app.inject({
      method: 'POST', url: '/api/users/add_user', headers: superHeaders,
      payload: { name: 'Nadia Rahman', email, password: 'a long password' },
    });
    expect(add.statusCode).toBe(201);
    expect(add.json().message).toBe(AUTH_MESSAGES.userAdded);
    const created = add.json().user;
    expect(created).toMatchObject({ name: 'Nadia Rahman', email, role: 'admin', status: 'active' });
    await t.login(email, 'a long password');

    const edit = await t.app.inject({
      method: 'PUT', url: `/api/users/update_user/${created._id}`, headers: superHeaders,
      payload: { name: 'Nadia R.', email: email.toUpperCase() },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ message: AUTH_MESSAGES.userUpdated, user: { name: 'Nadia R.', email } });

    const del = await t.app.inject({ method: 'DELETE', url: `/api/users/delete_user/${created._id}`, headers: superHeaders });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual(answerWith({ message: AUTH_MESSAGES.userDeleted, _id: created._id }));
    const list = (await t.app.inject({ method: 'GET', url: '/api/users/get_users', headers: superHeaders })).json();
    expect(list.find((u: { _id: string }) => u._id === created._id)).toBeUndefined();
  });

  it("add_user refuses missing fields with 'All fields are required' and a taken email with 409", async () => {
    const missing = await t.app.inject({
      method: 'POST', url: '/api/users/add_user', headers: superHeaders, payload: { name: 'X', email: '' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(AUTH_MESSAGES.allFieldsRequired);
    const existing = await t.createUser();
    const taken = await t.app.inject({
      method: 'POST', url: '/api/users/add_user', headers: superHeaders,
      payload: { name: 'Copy', email: existing.email, password: 'a long password' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(AUTH_MESSAGES.emailTaken);
  });

  it('update_user refuses another account\'s email and unknown ids', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const clash = await t.app.inject({
      method: 'PUT', url: `/api/users/update_user/${a._id}`, headers: superHeaders, payload: { name: 'A', email: b.email },
    });
    expect(clash.statusCode).toBe(409);
    const unknown = await t.app.inject({
      method: 'PUT', url: '/api/users/update_user/0123456789abcdef01234567', headers: superHeaders,
      payload: { name: 'Nobody', email: uniqueEmail() },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(AUTH_MESSAGES.userNotFound);
  });

  it("refuses malformed ids with 'Invalid ID format.'", async () => {
    for (const id of ['123', 'zzzzzzzzzzzzzzzzzzzzzzzz', '0123456789ABCDEF01234567', '0123456789abcdef012345678']) {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/users/delete_user/${id}`, headers: superHeaders });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(COMMON_MESSAGES.invalidId);
    }
  });

  it('refuses to delete yourself', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `/api/users/delete_user/${superId}`, headers: superHeaders });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(AUTH_MESSAGES.cannotDeleteSelf);
  });

  it('never removes the last active super admin', async () => {
    const others = (await t.app.users.list()).filter((u) => u.role === 'superadmin' && u._id !== superId);
    for (const other of others) await t.app.users.remove(other._id, { id: superId, name: 'Super Admin' });
    await expect(t.app.users.remove(superId, { id: 'ffffffffffffffffffffffff', name: 'Someone' })).rejects.toMatchObject({
      statusCode: 409,
      message: AUTH_MESSAGES.cannotRemoveLastSuperAdmin,
    });
    expect(await t.app.users.findById(superId)).not.toBeNull();
  });

  it('refuses every staff-management call from an admin, changing nothing', async () => {
    const victim = await t.createUser();
    const calls = [
      { method: 'GET', url: '/api/users/get_users' },
      { method: 'POST', url: '/api/users/add_user', payload: { name: 'Sneaky', email: uniqueEmail(), password: 'a long password' } },
      { method: 'PUT', url: `/api/users/update_user/${victim._id}`, payload: { name: 'Changed', email: uniqueEmail() } },
      { method: 'PUT', url: `/api/users/approve_user/${victim._id}` },
      { method: 'DELETE', url: `/api/users/delete_user/${victim._id}` },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: adminHeaders });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(res.json().message).toBe(AUTH_MESSAGES.forbidden);
    }
    expect(await t.app.users.findById(victim._id)).toEqual(victim);
  });
});

describe('registration and approval', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('creates an account awaiting approval that the super admin can approve', async () => {
    const email = uniqueEmail('applicant');
    const res = await t.app.inject({
      method: 'POST', url: '/api/users/register', payload: { name: 'Omar Haddad', email, password: 'a long password' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: AUTH_MESSAGES.registered,
      user: { name: 'Omar Haddad', email, role: 'admin', status: 'pending' },
    });
    const blocked = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password: 'a long password' } });
    expect(blocked.statusCode).toBe(403);

    const { headers } = await t.loginAs('superadmin');
    const listed = (await t.app.inject({ method: 'GET', url: '/api/users/get_users', headers })).json();
    expect(listed.find((u: { email: string }) => u.email === email)?.status).toBe('pending');

    const id = res.json().user._id;
    const approve = await t.app.inject({ method: 'PUT', url: `/api/users/approve_user/${id}`, headers });
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toMatchObject({ message: AUTH_MESSAGES.userApproved, user: { status: 'active' } });
    await t.login(email, 'a long password');
  });

  it('refuses a registration that cannot be accepted', async () => {
    const cases: [object, number, string][] = [
      [{ name: 'A', email: 'a@example.com' }, 400, AUTH_MESSAGES.allFieldsRequired],
      [{ name: 'Amal', email: 'not-an-email', password: 'a long password' }, 400, AUTH_MESSAGES.invalidEmail],
      [{ name: 'Amal', email: 'amal@example.com', password: 'short' }, 400, AUTH_MESSAGES.passwordTooShort],
    ];
    for (const [payload, status, message] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/users/register', payload });
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const existing = await t.createUser();
    const dup = await t.app.inject({
      method: 'POST', url: '/api/users/register', payload: { name: 'Again', email: existing.email, password: 'a long password' },
    });
    expect(dup.statusCode).toBe(409);
    expect((await t.app.users.list()).filter((u) => u.email === existing.email)).toHaveLength(1);
  });
});
