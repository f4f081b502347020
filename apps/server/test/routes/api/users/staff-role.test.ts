import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@visadesk/contract';
import { buildTestApp, type TestContext } from '../../../helpers.ts';

describe("the super admin changes a staff member's role (PUT /api/users/update_user/{id})", () => {
  let t: TestContext;
  let boss: Awaited<ReturnType<TestContext['loginAs']>>;

  beforeAll(async () => {
    // A database of its own: "the last super admin" must mean the one this suite signs in.
    t = await buildTestApp();
    boss = await t.loginAs('superadmin');
  });
  afterAll(() => t.close());

  const update = (headers: { authorization: string }, id: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/users/update_user/${id}`, headers, payload });
  const me = (authorization: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization } });

  it('makes an admin a super admin and back, and the new role counts on their very next call', async () => {
    const staff = await t.loginAs('admin');
    expect((await t.app.inject({ method: 'GET', url: '/api/users/get_users', headers: staff.headers })).statusCode).toBe(403);

    const promote = await update(boss.headers, staff.user._id, { name: staff.user.name, email: staff.user.email, role: 'superadmin' });
    expect(promote.statusCode).toBe(200);
    expect(promote.json()).toMatchObject({ message: AUTH_MESSAGES.userUpdated, user: { _id: staff.user._id, role: 'superadmin' } });
    expect((await me(staff.token)).json().role).toBe('superadmin');
    expect((await t.app.inject({ method: 'GET', url: '/api/users/get_users', headers: staff.headers })).statusCode).toBe(200);

    const demote = await update(boss.headers, staff.user._id, { name: staff.user.name, email: staff.user.email, role: 'admin' });
    expect(demote.json().user.role).toBe('admin');
    expect((await t.app.inject({ method: 'GET', url: '/api/users/get_users', headers: staff.headers })).statusCode).toBe(403);
  });

  it('keeps the role when none is sent, as the original client sends only name and email', async () => {
    const other = await t.createUser({ role: 'superadmin' });
    const res = await update(boss.headers, other._id, { name: 'Renamed Boss', email: other.email });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Renamed Boss', role: 'superadmin' });
  });

  it('refuses a role that does not exist, with a message written for staff', async () => {
    const staff = await t.createUser();
    const res = await update(boss.headers, staff._id, { name: staff.name, email: staff.email, role: 'owner' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ role: AUTH_MESSAGES.roleInvalid });
    expect(res.json().errors.role).toBe('Please choose Super Admin or Admin.');
  });

  it('never lets an admin change a role, their own included', async () => {
    const staff = await t.loginAs('admin');
    const res = await update(staff.headers, staff.user._id, { name: staff.user.name, email: staff.user.email, role: 'superadmin' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(AUTH_MESSAGES.forbidden);
    expect((await me(staff.token)).json().role).toBe('admin');
  });
});

describe('the last super admin', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('cannot be made an admin, by themselves or anyone, with a clear message; once another exists they can', async () => {
    const boss = await t.loginAs('superadmin');
    const demoteBoss = { name: boss.user.name, email: boss.user.email, role: 'admin' };
    const refused = await t.app.inject({ method: 'PUT', url: `/api/users/update_user/${boss.user._id}`, headers: boss.headers, payload: demoteBoss });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(AUTH_MESSAGES.cannotDemoteLastSuperAdmin);
    expect(refused.json().message).toBe('The last super admin cannot be made an admin. Make another account super admin first.');
    const list = (await t.app.inject({ method: 'GET', url: '/api/users/get_users', headers: boss.headers })).json();
    expect(list.filter((u: { role: string }) => u.role === 'superadmin')).toHaveLength(1);

    // A pending super admin does not count: they cannot sign in.
    await t.createUser({ role: 'superadmin', status: 'pending' });
    const stillRefused = await t.app.inject({ method: 'PUT', url: `/api/users/update_user/${boss.user._id}`, headers: boss.headers, payload: demoteBoss });
    expect(stillRefused.statusCode).toBe(409);

    await t.createUser({ role: 'superadmin' });
    const allowed = await t.app.inject({ method: 'PUT', url: `/api/users/update_user/${boss.user._id}`, headers: boss.headers, payload: demoteBoss });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().user.role).toBe('admin');
  });
});
