import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, DEFAULT_SETTINGS, SETTINGS_MESSAGES } from '@visadesk/contract';
import { sampleImage } from '../../../../src/seed/factories.ts';
import { buildTestApp, stopClockForTotp, TEST_ACTOR, turnOnTwoFactor, type TestContext } from '../../../helpers.ts';
import { multipartBody } from '../../../multipart.ts';
import { answerWith } from '../../../answers.ts';

/** What a staff member owing the required second factor may still call: what setting it up needs. */
const BEFORE_SECOND_FACTOR = new Set([
  'GET /api/users/me',
  'POST /api/users/profile',
  'POST /api/users/two-factor/setup',
  'POST /api/users/two-factor/enable',
]);
const SAMPLE_ID = '0123456789abcdef01234567';

describe('the super admin requires a second factor of all staff', () => {
  let t: TestContext;
  let boss: { token: string };
  let clock: { advance(ms: number): void };
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock = stopClockForTotp();
    boss = await t.loginAs('superadmin');
  });
  afterEach(async () => {
    vi.useRealTimers();
    await t.app.settings.put(DEFAULT_SETTINGS, TEST_ACTOR);
  });

  const putSettings = (authorization: string, requireTwoFactor: boolean) =>
    t.app.inject({ method: 'PUT', url: '/api/settings', headers: { authorization }, payload: { ...DEFAULT_SETTINGS, requireTwoFactor } });
  const get = (url: string, authorization: string) => t.app.inject({ method: 'GET', url, headers: { authorization } });

  it('is off by default, and settings saved without it (older callers) still work', async () => {
    expect((await get('/api/settings', boss.token)).json().requireTwoFactor).toBe(false);
    const { requireTwoFactor: _absent, ...older } = DEFAULT_SETTINGS;
    const saved = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: { authorization: boss.token }, payload: older });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().requireTwoFactor).toBe(false);
  });

  it('stays as it was when a save leaves it out, instead of quietly turning off', async () => {
    await turnOnTwoFactor(t.app, boss.token, clock);
    expect((await putSettings(boss.token, true)).statusCode).toBe(200);
    const { requireTwoFactor: _absent, ...older } = { ...DEFAULT_SETTINGS, consultancyName: 'Saved by an older caller' };
    const saved = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: { authorization: boss.token }, payload: older });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ consultancyName: 'Saved by an older caller', requireTwoFactor: true });
  });

  it('cannot be turned on by a super admin without a second factor (400, nothing saved)', async () => {
    const res = await putSettings(boss.token, true);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(answerWith({
      message: SETTINGS_MESSAGES.ownSecondFactorFirst,
      errors: { requireTwoFactor: SETTINGS_MESSAGES.ownSecondFactorFirst },
    }));
    expect(res.json().message).toBe('Set up two-factor authentication for your own account on your Profile page before requiring it of all staff.');
    expect((await get('/api/settings', boss.token)).json().requireTwoFactor).toBe(false);
  });

  it('is saved once the super admin has one, and never shown to the public site', async () => {
    await turnOnTwoFactor(t.app, boss.token, clock);
    const res = await putSettings(boss.token, true);
    expect(res.statusCode).toBe(200);
    expect(res.json().requireTwoFactor).toBe(true);
    expect((await get('/api/settings', boss.token)).json().requireTwoFactor).toBe(true);
    const pub = await t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(pub.json()).not.toHaveProperty('requireTwoFactor');
    expect(pub.body).not.toContain('requireTwoFactor');
    expect((await get('/api/users/me', boss.token)).json().twoFactor).toEqual({ enabled: true, required: true });
  });

  it('lets staff without one sign in, but refuses every other staff call until they set it up', async () => {
    await turnOnTwoFactor(t.app, boss.token, clock);
    expect((await putSettings(boss.token, true)).statusCode).toBe(200);
    const { token } = await t.loginAs('admin');
    expect((await get('/api/users/me', token)).json().twoFactor).toEqual({ enabled: false, required: true });

    const staffRoutes = t.app.routeTable.filter((r) => r.access === 'staff' || r.access === 'superadmin');
    expect(staffRoutes.length).toBeGreaterThan(20);
    for (const route of staffRoutes) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:[A-Za-z_]+/g, SAMPLE_ID).replace(/\*$/, 'x'),
        headers: { authorization: token },
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      const name = `${route.method} ${route.url}`;
      if (BEFORE_SECOND_FACTOR.has(name)) {
        expect(res.json().message, name).not.toBe(AUTH_MESSAGES.twoFactorSetupRequired);
      } else {
        expect(res.statusCode, name).toBe(403);
        expect(res.json().message, name).toBe('Set up two-factor authentication on your Profile page to continue.');
      }
    }
    expect([...BEFORE_SECOND_FACTOR].every((name) => staffRoutes.some((r) => `${r.method} ${r.url}` === name))).toBe(true);

    await turnOnTwoFactor(t.app, token, clock);
    expect((await get('/api/dashboard', token)).statusCode).toBe(200);
    expect((await get('/api/users/me', token)).json().twoFactor).toEqual({ enabled: true, required: true });
  });

  it('still lets them refresh and sign out', async () => {
    await turnOnTwoFactor(t.app, boss.token, clock);
    await putSettings(boss.token, true);
    const { token, refreshToken } = await t.loginAs('admin');
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/users/refresh', payload: { refreshToken } });
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json().token as string;
    expect((await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: { authorization: next } })).statusCode).toBe(204);
    expect((await get('/api/users/me', next)).statusCode).toBe(401);
    expect((await get('/api/users/me', token)).statusCode).toBe(401);
  });

  it('shows them the public site as a visitor: no unpublished slides', async () => {
    await turnOnTwoFactor(t.app, boss.token, clock);
    await putSettings(boss.token, true);
    const body = await multipartBody({ thumbnail: 'Staff only', title: 'Not yet published.' }, { image: { data: await sampleImage('png', 300), name: 's.png' } });
    const added = await t.app.inject({
      method: 'POST', url: '/api/slider/addSlider', payload: body.payload, headers: { authorization: boss.token, ...body.headers },
    });
    expect(added.statusCode).toBe(201);
    const hidden = added.json()._id as string;
    const slides = async (authorization: string) =>
      (await get('/api/slider/fetchSlider', authorization)).json().map((slide: { _id: string }) => slide._id);
    expect(await slides(boss.token)).toContain(hidden);
    const { token } = await t.loginAs('admin');
    expect(await slides(token)).not.toContain(hidden);
  });
});
