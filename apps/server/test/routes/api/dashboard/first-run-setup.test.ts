import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@visadesk/contract';
import { sampleImage } from '../../../../src/seed/factories.ts';
import { buildTestApp, type TestContext } from '../../../helpers.ts';
import { multipartBody } from '../../../multipart.ts';

describe('GET /api/dashboard: the first-run checklist', () => {
  let t: TestContext;
  let headers: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    ({ headers } = await t.loginAs('superadmin'));
  });
  afterAll(() => t.close());

  const setup = async () => {
    const res = await t.app.inject({ url: '/api/dashboard', headers });
    expect(res.statusCode).toBe(200);
    return res.json().setup;
  };
  const saveSettings = (changes: Partial<typeof DEFAULT_SETTINGS>) =>
    t.app.inject({ method: 'PUT', url: '/api/settings', headers, payload: { ...DEFAULT_SETTINGS, ...changes } });
  async function addSlide(status: 'published' | 'unpublished') {
    const body = await multipartBody(
      { thumbnail: 'Study in Australia', title: 'Student visas', status },
      { image: { data: await sampleImage('png', 300), name: 'slide.png' } },
    );
    const res = await t.app.inject({ method: 'POST', url: '/api/slider/addSlider', payload: body.payload, headers: { ...headers, ...body.headers } });
    expect(res.statusCode).toBe(201);
    return res.json();
  }

  it('shows everything missing on a fresh desk', async () => {
    expect(await setup()).toEqual({ consultancyName: false, phone: false, email: false, publishedSlide: false, secondStaff: false });
  });

  it('ticks the name, phone and email once Settings carry the agency’s own', async () => {
    expect((await saveSettings({ phone: '9841234567' })).statusCode).toBe(200);
    expect(await setup()).toMatchObject({ consultancyName: false, phone: true, email: false });
    await saveSettings({ consultancyName: 'Himalaya Overseas Careers', phone: '9841234567', email: 'info@himalaya.example' });
    expect(await setup()).toMatchObject({ consultancyName: true, phone: true, email: true });
    await saveSettings({ phone: '' });
    expect(await setup()).toMatchObject({ consultancyName: false, phone: false, email: false });
  });

  it('ticks the slide only once one is published', async () => {
    const draft = await addSlide('unpublished');
    expect((await setup()).publishedSlide).toBe(false);
    await t.app.inject({ method: 'PUT', url: `/api/slider/updateSlider/${draft._id}`, headers, payload: { published: true } });
    expect((await setup()).publishedSlide).toBe(true);
  });

  it('ticks the second staff member only once another account is active', async () => {
    await t.createUser({ status: 'pending' });
    expect((await setup()).secondStaff).toBe(false);
    await t.createUser({ role: 'admin', status: 'active' });
    expect((await setup()).secondStaff).toBe(true);
  });

  it('keeps the dashboard’s other figures as they were', async () => {
    const res = await t.app.inject({ url: '/api/dashboard', headers });
    expect(res.json()).toMatchObject({ publishedSlides: 1, totalSlides: 1, staffCount: 2, staffAwaitingApproval: 1 });
  });
});
