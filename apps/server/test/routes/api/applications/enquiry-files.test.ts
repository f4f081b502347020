import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { APPLICATION_MESSAGES as M, AUTH_MESSAGES } from '@visadesk/contract';
import { SAMPLE_PDF } from '../../../../src/seed/factories.ts';
import { APPLICANT_COPY_KEYS, createApplication, download, uploadDocuments, type Headers } from '../../../application-helpers.ts';
import { buildTestApp, rateLimitsWith, type TestContext } from '../../../helpers.ts';
import { answerWith } from '../../../answers.ts';

/** The public status check as the enquiry page sends it, from the given address. */
function enquiryOf(t: () => TestContext) {
  return (search: string, search1: string, search2: string, ip = '127.0.0.1') =>
    t().app.inject({
      url: `/api/application/fetchApplicationEnquiry?limit=10&search=${encodeURIComponent(search)}&search1=${encodeURIComponent(search1)}&search2=${encodeURIComponent(search2)}`,
      remoteAddress: ip,
    });
}

describe('GET /api/application/fetchApplicationEnquiry (public)', () => {
  let t: TestContext;
  let headers: Headers;
  let applicant: Awaited<ReturnType<typeof createApplication>>;
  const enquire = enquiryOf(() => t);
  beforeAll(async () => {
    t = await buildTestApp({
      rateLimits: rateLimitsWith({ enquiryPerIp: 12 }),
    });
    headers = (await t.loginAs('admin')).headers;
    applicant = await createApplication(t, headers, {
      passport: 'NP1234567', currentN: 'Nepali', dob: '1990-05-06', nationalId: '27-01-71-05842',
    });
    await uploadDocuments(t, headers, applicant._id, { file1: { data: SAMPLE_PDF, name: 'Maple-Foods-job-letter-NP1234567.pdf' } });
    await createApplication(t, headers, { passport: 'NP1234568', currentN: 'Nepali', dob: '1990-05-06' });
  });
  afterAll(() => t.close());

  it("returns only that applicant's copy for an exact match, without signing in", async () => {
    const res = await enquire(' np 1234567 ', 'NEPALI', '1990-05-06');
    expect(res.statusCode).toBe(200);
    const found = res.json().applications;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ passport: 'NP1234567', surname: applicant.surname, isStatus: 'pending' });
    expect((await download(t, found[0].image)).res.statusCode).toBe(200);
  });

  it('answers only what the applicant copy shows, the national id masked to its last four', async () => {
    const [copy] = (await enquire('NP1234567', 'Nepali', '1990-05-06')).json().applications;
    expect(Object.keys(copy).sort()).toEqual(APPLICANT_COPY_KEYS);
    for (const staffOnly of ['_id', 'isAdmin', 'createdAt', 'updatedAt', 'imageOriginal', 'imageThumb']) {
      expect(copy, staffOnly).not.toHaveProperty(staffOnly);
    }
    expect(copy.nationalId).toBe('•••••5842');
    expect(JSON.stringify(copy)).not.toContain('27-01-71');
    expect(copy.documents).toEqual({ file1: { url: copy.file1, contentType: 'application/pdf' } });
    // Staff still see the whole record.
    const staff = (await t.app.inject({ url: `/api/application/fetchApplication/${applicant._id}`, headers })).json();
    expect(staff).toMatchObject({ nationalId: '27-01-71-05842', isAdmin: false, _id: applicant._id });
  });

  it("gives file links that need no session and last fifteen minutes, rounded up to the hour", async () => {
    // At half past an hour, fifteen minutes end at the next full hour; a staff hour would end an
    // hour later and a slide's day later still, so either mistake shows.
    const now = (Math.floor(Date.now() / 3_600_000) * 3600 + 1800) * 1000;
    vi.useFakeTimers({ toFake: ['Date'], now });
    let copy;
    try {
      [copy] = (await enquire('NP1234567', 'Nepali', '1990-05-06')).json().applications;
    } finally {
      vi.useRealTimers();
    }
    for (const url of [copy.image, copy.file1]) {
      const link = new URL(url, 'http://localhost');
      expect(link.searchParams.has('sid'), url).toBe(false);
      const lifetime = Number(link.searchParams.get('exp')) - now / 1000;
      expect(lifetime, url).toBeGreaterThanOrEqual(15 * 60);
      expect(lifetime, url).toBeLessThan(15 * 60 + 3600);
      const file = await t.app.inject(url);
      expect(file.statusCode, url).toBe(200);
      // A passport scan on a shared computer: the browser keeps nothing.
      expect(file.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it("names a downloaded file by what it is, never by the name staff uploaded it under", async () => {
    const copy = (await enquire('NP1234567', 'Nepali', '1990-05-06', '10.0.0.40')).json().applications[0];
    const publicFile = (await download(t, copy.file1)).res;
    expect(publicFile.statusCode).toBe(200);
    expect(publicFile.headers['content-disposition']).toBe('inline; filename="document.pdf"');
    const staffCopy = (await t.app.inject({ url: `/api/application/fetchApplication/${applicant._id}`, headers })).json();
    expect((await download(t, staffCopy.file1)).res.headers['content-disposition']).toBe('inline; filename="Maple-Foods-job-letter-NP1234567.pdf"');
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

  it('counts checks that found their applicant against the address too (on one instance, every check counts)', async () => {
    for (let i = 1; i <= 12; i += 1) {
      const res = await enquire('NP1234567', 'Nepali', '1990-05-06', '10.0.0.20');
      expect(res.statusCode, `check ${i}`).toBe(200);
      expect(res.json().applications).toHaveLength(1);
    }
    const refused = await enquire('NP1234567', 'Nepali', '1990-05-06', '10.0.0.20');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(answerWith({ message: AUTH_MESSAGES.tooManyAttempts }));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
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

describe('enquiry guesses spread over many addresses', () => {
  let t: TestContext;
  const enquire = enquiryOf(() => t);
  beforeAll(async () => {
    t = await buildTestApp({ rateLimits: rateLimitsWith({ enquiryPerPassport: 10 }) });
    const { headers } = await t.loginAs('admin');
    for (const passport of ['NP7000001', 'NP7000002', 'NP7000003', 'NP7000004']) {
      await createApplication(t, headers, { passport, currentN: 'Nepali', dob: '1990-05-06' });
    }
  });
  afterAll(() => t.close());

  it('lock a passport number after ten failed checks, even for the right answer', async () => {
    for (let i = 1; i <= 10; i += 1) {
      const res = await enquire('NP7000001', 'Nepali', `1990-05-${String(i + 10).padStart(2, '0')}`, `10.1.0.${i}`);
      expect(res.statusCode, `guess ${i}`).toBe(200);
      expect(res.json().applications).toEqual([]);
    }
    // Typed differently from a fresh address: still the same passport number.
    const refused = await enquire('np 700 0001', 'Nepali', '1990-05-06', '10.2.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(answerWith({ message: AUTH_MESSAGES.tooManyAttempts }));
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);

    // Another applicant checks from one of those addresses as usual.
    const other = await enquire('NP7000002', 'Nepali', '1990-05-06', '10.1.0.1');
    expect(other.statusCode).toBe(200);
    expect(other.json().applications).toHaveLength(1);
  });

  it('answer at most ten failures of a burst sent at once, and not the right answer sent amid them', async () => {
    const guess = (i: number) => enquire('NP7000004', 'Nepali', `1991-01-${String(i + 1).padStart(2, '0')}`, `10.3.0.${i + 1}`);
    // Sent amid the wrong ones, after twelve of them: at least ten failures are told before it is
    // looked at. (Both the embedded PostgreSQL and a server run these checks truly at once.)
    const wrong = Array.from({ length: 12 }, (_, i) => guess(i));
    const right = enquire('NP7000004', 'Nepali', '1990-05-06', '10.3.1.1');
    wrong.push(...Array.from({ length: 12 }, (_, i) => guess(i + 12)));
    const answers = await Promise.all(wrong);
    expect(answers.filter((a) => a.statusCode === 200 && a.json().applications.length === 0)).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(14);
    expect((await right).statusCode).toBe(429);
    expect((await enquire('NP7000004', 'Nepali', '1990-05-06', '10.3.1.2')).statusCode).toBe(429);
  });

  it('do not count checks that found the application', async () => {
    for (let i = 1; i <= 11; i += 1) {
      const res = await enquire('NP7000003', 'Nepali', '1990-05-06');
      expect(res.statusCode, `check ${i}`).toBe(200);
      expect(res.json().applications).toHaveLength(1);
    }
  });
});
