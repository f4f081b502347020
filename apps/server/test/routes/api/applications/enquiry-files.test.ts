import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES as M, AUTH_MESSAGES, COMMON_MESSAGES } from '@visadesk/contract';
import { createApplication, download, type Headers } from '../../../application-helpers.ts';
import { buildTestApp, rateLimitsWith, type TestContext } from '../../../helpers.ts';

describe('GET /api/application/fetchApplicationEnquiry (public)', () => {
  let t: TestContext;
  let headers: Headers;
  let applicant: Awaited<ReturnType<typeof createApplication>>;
  beforeAll(async () => {
    t = await buildTestApp({
      rateLimits: rateLimitsWith({ enquiryPerIp: 12 }),
    });
    headers = (await t.loginAs('admin')).headers;
    applicant = await createApplication(t, headers, { passport: 'NP1234567', currentN: 'Nepali', dob: '1990-05-06' });
    await createApplication(t, headers, { passport: 'NP1234568', currentN: 'Nepali', dob: '1990-05-06' });
  });
  afterAll(() => t.close());

  const enquire = (search: string, search1: string, search2: string, ip = '127.0.0.1') =>
    t.app.inject({
      url: `/api/application/fetchApplicationEnquiry?limit=10&search=${encodeURIComponent(search)}&search1=${encodeURIComponent(search1)}&search2=${encodeURIComponent(search2)}`,
      remoteAddress: ip,
    });

  it("returns only that applicant's copy for an exact match, without signing in", async () => {
    const res = await enquire(' np 1234567 ', 'NEPALI', '1990-05-06');
    expect(res.statusCode).toBe(200);
    const found = res.json().applications;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ _id: applicant._id, passport: 'NP1234567' });
    expect((await download(t, found[0].image)).res.statusCode).toBe(200);
  });

  it('finds nothing for partial or pattern input', async () => {
    for (const search of ['NP123456', 'NP', '.', '.*', 'NP12345.*', '%', 'NP1234567%']) {
      const res = await enquire(search, 'Nepali', '1990-05-06', '10.0.0.2');
      expect(res.json().applications, search).toEqual([]);
    }
    expect((await enquire('NP1234567', 'Nep', '1990-05-06', '10.0.0.2')).json().applications).toEqual([]);
    expect((await enquire('NP1234567', 'Nepali', '1990-05-07', '10.0.0.2')).json().applications).toEqual([]);
  });

  it('needs all three values', async () => {
    for (const [a, b, c] of [['', 'Nepali', '1990-05-06'], ['NP1234567', '', '1990-05-06'], ['NP1234567', 'Nepali', ''], ['NP1234567', 'Nepali', '06/05/1990']]) {
      const res = await enquire(a as string, b as string, c as string, '10.0.0.3');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.enquiryNotFound);
    }
  });

  it('is rate-limited per address with a clear message', async () => {
    let last;
    for (let i = 0; i < 13; i += 1) last = await enquire('XX0000000', 'Nepali', '1990-05-06', '10.0.0.9');
    expect(last?.statusCode).toBe(429);
    expect(last?.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect((await enquire('NP1234567', 'Nepali', '1990-05-06', '10.0.0.10')).statusCode).toBe(200);
  });

  it('counts every IPv6 address of one /64 as one address', async () => {
    // Twelve guesses, each from a different /128 of the same /64: the thirteenth is refused.
    for (let i = 1; i <= 12; i += 1) {
      expect((await enquire('XX0000000', 'Nepali', '1990-05-06', `2001:db8:1:2::${i.toString(16)}`)).statusCode).toBe(200);
    }
    const refused = await enquire('NP1234567', 'Nepali', '1990-05-06', '2001:db8:1:2:ffff::1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect((await enquire('NP1234567', 'Nepali', '1990-05-06', '2001:db8:1:3::1')).statusCode).toBe(200);
  });
});

describe('GET /api/files/:id (signed URLs)', () => {
  let t: TestContext;
  let url: string;
  beforeAll(async () => {
    t = await buildTestApp();
    const { headers } = await t.loginAs('admin');
    url = (await createApplication(t, headers)).image;
  });
  afterAll(() => t.close());

  it('serves a file through its signed URL, sandboxed and private', async () => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a tampered, expired or unsigned URL with 403', async () => {
    const parsed = new URL(url, 'http://localhost');
    const id = parsed.pathname.split('/').pop() as string;
    const exp = Number(parsed.searchParams.get('exp'));
    const sig = parsed.searchParams.get('sig') as string;
    const otherId = `${id.slice(0, -1)}${id.endsWith('0') ? '1' : '0'}`;
    const cases = [
      `/api/files/${id}?exp=${exp + 3600}&sig=${sig}`,
      `/api/files/${otherId}?exp=${exp}&sig=${sig}`,
      `/api/files/${id}?exp=${exp}&sig=${sig.slice(0, -2)}AA`,
      `/api/files/${id}?exp=${Math.floor(Date.now() / 1000) - 10}&sig=${t.app.files.signedUrl(id, -3600).split('sig=')[1]}`,
    ];
    for (const bad of cases) {
      const res = await t.app.inject(bad);
      expect(res.statusCode, bad).toBe(403);
      expect(res.json().message).toBe(COMMON_MESSAGES.linkExpired);
    }
    expect((await t.app.inject(`/api/files/${id}`)).statusCode).toBe(400);
  });
});
