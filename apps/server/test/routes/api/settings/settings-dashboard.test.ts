import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, DEFAULT_SETTINGS, SETTINGS_MESSAGES } from '@visadesk/contract';
import { createApplication } from '../../../application-helpers.ts';
import { buildTestApp, type TestContext } from '../../../helpers.ts';

describe('settings', () => {
  let t: TestContext;
  let superHeaders: { authorization: string };
  let adminHeaders: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    superHeaders = (await t.loginAs('superadmin')).headers;
    adminHeaders = (await t.loginAs('admin')).headers;
  });
  afterAll(() => t.close());

  const settings = {
    ...DEFAULT_SETTINGS,
    consultancyName: 'Himalaya Overseas Careers',
    phone: '+977 1 4412345',
    email: 'info@himalaya.example',
    address: 'Putalisadak, Kathmandu',
    socialLinks: { ...DEFAULT_SETTINGS.socialLinks, facebook: 'https://facebook.com/himalaya' },
  };

  it('starts from sensible defaults and saves what the super admin sets', async () => {
    expect((await t.app.inject({ url: '/api/settings', headers: superHeaders })).json()).toEqual(DEFAULT_SETTINGS);
    const saved = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: superHeaders, payload: settings });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(settings);
    const pub = (await t.app.inject('/api/settings/public')).json();
    expect(pub).toMatchObject({ consultancyName: 'Himalaya Overseas Careers', phone: '+977 1 4412345', registrationOpen: true });
    expect(pub.registrationPolicy).toBeUndefined();
  });

  it('refuses invalid settings and an admin', async () => {
    const bad = await t.app.inject({
      method: 'PUT', url: '/api/settings', headers: superHeaders,
      payload: { ...settings, socialLinks: { ...settings.socialLinks, instagram: 'http://insecure.example' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(SETTINGS_MESSAGES.link);
    expect((await t.app.inject({ method: 'PUT', url: '/api/settings', headers: adminHeaders, payload: settings })).statusCode).toBe(403);
  });

  it('takes the numbers an office writes, several at once, and refuses what is no phone number', async () => {
    const put = (phone: string) => t.app.inject({ method: 'PUT', url: '/api/settings', headers: superHeaders, payload: { ...settings, phone } });
    for (const phone of ['+977 1-4435566, 01-4435566/67, 9851012345', '01-4435566 / +91 22 2345 6789; 042-35761234']) {
      const saved = await put(phone);
      expect(saved.statusCode, phone).toBe(200);
      expect(saved.json().phone).toBe(phone);
    }
    for (const phone of ['call the office', '0000', '+977 1-4435566,,']) {
      const refused = await put(phone);
      expect(refused.statusCode, phone).toBe(400);
      expect(refused.json().errors).toEqual({ phone: SETTINGS_MESSAGES.phone });
    }
  });

  it('closes public registration when the policy says so', async () => {
    await t.app.inject({ method: 'PUT', url: '/api/settings', headers: superHeaders, payload: { ...settings, registrationPolicy: 'closed' } });
    const res = await t.app.inject({
      method: 'POST', url: '/api/users/register', payload: { name: 'Late Comer', email: 'late@example.com', password: 'a long password' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(AUTH_MESSAGES.registrationClosed);
    expect((await t.app.inject('/api/settings/public')).json().registrationOpen).toBe(false);
  });
});

describe('GET /api/dashboard', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('gives the totals, counts by status, slides, staff and the latest history in one call', async () => {
    const { headers } = await t.loginAs('admin');
    await t.createUser({ status: 'pending' });
    const apps = [];
    for (let i = 0; i < 11; i += 1) apps.push(await createApplication(t, headers));
    await t.app.inject({ method: 'PUT', url: `/api/application/updateApplicationApprove/${apps[0]?._id}`, headers });
    const res = await t.app.inject({ url: '/api/dashboard', headers });
    expect(res.statusCode).toBe(200);
    const dash = res.json();
    expect(dash).toMatchObject({
      totalApplication: 11, totalPages: 2, byStatus: { pending: 10, approved: 1, rejected: 0 },
      publishedSlides: 0, totalSlides: 0, staffCount: 1, staffAwaitingApproval: 1,
    });
    expect(dash.recentHistory).toHaveLength(10);
    expect(dash.recentHistory[0]).toMatchObject({ action: 'status', detail: 'Status set to approved', applicantName: 'Anita Sharma' });
  });
});
