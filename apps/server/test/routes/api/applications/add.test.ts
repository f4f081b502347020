import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES as M, ApplicationListQuerySchema, COMMON_MESSAGES, MB } from '@visadesk/contract';
import { applicantFields, sampleImage, SAMPLE_PDF } from '../../../../src/seed/factories.ts';
import { addApplication, asTheDesk, download, type Headers } from '../../../application-helpers.ts';
import { buildAdminApp, type TestContext } from '../../../helpers.ts';
import { multipartBody } from '../../../multipart.ts';

describe('POST /api/application/addApplication', () => {
  let t: TestContext;
  let headers: Headers;
  beforeAll(async () => {
    ({ t, headers } = await buildAdminApp());
  });
  afterAll(() => t.close());

  // Only the count is read: the viewer's session matters to the file links alone.
  const total = async () =>
    (await t.app.applications.list(ApplicationListQuerySchema.parse({ limit: 1 }), { sessionId: '0'.repeat(24) })).totalApplication;

  it('creates a pending application with today as VISA COLLECT DATE and answers 201 with it', async () => {
    const res = await addApplication(t, headers, { email: 'Mixed.Case@Example.com', passport: ' pa 12 34 567 ' });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created._id).toMatch(/^[0-9a-f]{24}$/);
    expect(created).toMatchObject({
      surname: 'Sharma', givenN: 'Anita', email: 'mixed.case@example.com', passport: 'PA1234567',
      isStatus: 'pending', pending: t.app.applications.today(), approve: '', isAdmin: false, dob: '1992-04-17',
      file1: '', file12: '', documents: {},
    });
    expect(created.image).toMatch(/^\/api\/files\/[0-9a-f]{24}\?exp=\d+&sid=[0-9a-f]{24}&sig=/);
    const photo = await download(t, created.image);
    expect(photo.res.statusCode).toBe(200);
    expect(photo.res.headers['content-type']).toBe('image/webp');
    const history = await t.app.inject({ url: `/api/application/fetchApplication/${created._id}/history`, headers });
    expect(history.json()).toEqual([expect.objectContaining({ action: 'created' })]);
  });

  it('checks the fields in the spec\'s order with its messages, creating nothing', async () => {
    const before = await total();
    const cases: [Record<string, string>, string][] = [
      [{ surname: 'S'.repeat(32), givenN: '' }, M.surnameLength],
      [{ givenN: '  ', email: 'bad' }, M.givenNameLength],
      [{ givenN: 'G'.repeat(32) }, M.givenNameLength],
      [{ email: 'not-an-email', phone: 'abc' }, M.invalidEmail],
      [{ phone: '98-12a', nationalId: 'N'.repeat(101) }, M.invalidPhone],
      [{ nationalId: 'N'.repeat(101) }, M.nationalId],
      [{ sex: 'Other' }, M.sex],
      [{ dob: '1992-02-30' }, M.dob],
      [{ birthCity: '' }, M.birthCity],
      [{ currentN: '' }, M.currentNationality],
      [{ identification: 'I'.repeat(101) }, M.identification],
      [{ company: 'C'.repeat(101) }, M.company],
      [{ dutyDuration: '' }, M.dutyDuration],
      [{ jobTitle: 'Astronaut' }, M.jobTitle],
      [{ salary: 'S'.repeat(101) }, M.salary],
      [{ passport: '' }, M.passport],
      [{ issuedCountry: '' }, M.issuedCountry],
    ];
    for (const [overrides, message] of cases) {
      const res = await addApplication(t, headers, overrides);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await total()).toBe(before);
  });

  // The applicant is Nepali: a number that fits Nepal's plan gets +977; one typed with its own code keeps
  // that code; one that fits no plan keeps the spec's digits with no code (the original client's way).
  it.each([
    ['+977 9841234567', '9841234567', '977'],
    ['984-1234567', '9841234567', '977'],
    ['(01712) 345678', '01712345678', ''],
    ['+91 98.765.43210', '9876543210', '91'],
  ])('takes the phone %j as people write it, stored as the digits %j with the code %j', async (phone, digits, code) => {
    const res = await addApplication(t, headers, { phone });
    expect(res.statusCode, res.body).toBe(201);
    const stored = await t.app.inject({ url: `/api/application/fetchApplication/${res.json()._id}`, headers: asTheDesk(headers) });
    expect(stored.json()).toMatchObject({ phone: digits, phoneCode: code });
  });

  it('accepts names of exactly 3 and 31 characters', async () => {
    const res = await addApplication(t, headers, { surname: 'Ali', givenN: 'G'.repeat(31) });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a duplicate email or passport, whatever the case, with the spec\'s messages', async () => {
    const first = (await addApplication(t, headers)).json();
    const sameEmail = await addApplication(t, headers, { email: first.email.toUpperCase() });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe(M.emailExists);
    const samePassport = await addApplication(t, headers, { passport: first.passport.toLowerCase() });
    expect(samePassport.statusCode).toBe(409);
    expect(samePassport.json().message).toBe(M.passportExists);
  });

  it('requires a JPEG or PNG photo of at most 10 MB, decided from the bytes', async () => {
    const before = await total();
    const none = await addApplication(t, headers, {}, null);
    expect(none.json().message).toBe(M.photoRequired);
    const disguised = await addApplication(t, headers, {}, { data: Buffer.from('<script>alert(1)</script>'), name: 'photo.jpg' });
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().message).toBe(M.invalidImageType);
    const pdf = await addApplication(t, headers, {}, { data: SAMPLE_PDF, name: 'photo.png' });
    expect(pdf.json().message).toBe(M.invalidImageType);
    const jpeg = await sampleImage('jpeg');
    const huge = Buffer.concat([jpeg, Buffer.alloc(10 * MB + 1 - jpeg.length)]);
    const tooBig = await addApplication(t, headers, {}, { data: huge, name: 'big.jpg' });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe(M.imageTooLargeAdd);
    const png = await addApplication(t, headers, {}, { data: await sampleImage('png'), name: 'photo.bin' });
    expect(png.statusCode).toBe(201);
    expect(await total()).toBe(before + 1);
  });

  it('refuses a whole body over the route\'s limit before reading it', async () => {
    const before = await total();
    const res = await addApplication(t, headers, {}, { data: Buffer.alloc(13 * MB, 1), name: 'huge.jpg' });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(COMMON_MESSAGES.payloadTooLarge);
    expect(await total()).toBe(before);
  });

  it('ignores fields that are not the applicant\'s (no mass assignment) and "undefined" parts', async () => {
    const fields = {
      ...applicantFields(),
      _id: 'ffffffffffffffffffffffff', isStatus: 'approved', isAdmin: 'true', approve: '2020-01-01',
      pending: '2020-01-01', file1: 'https://evil.example/x.pdf', image: 'https://evil.example/x.jpg', searchText: 'x',
    };
    const body = await multipartBody(fields, { image: { data: await sampleImage(), name: 'p.jpg' } });
    const res = await t.app.inject({
      method: 'POST', url: '/api/application/addApplication', payload: body.payload, headers: { ...headers, ...body.headers },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created._id).not.toBe('ffffffffffffffffffffffff');
    expect(created).toMatchObject({ isStatus: 'pending', isAdmin: false, approve: '', file1: '' });
    expect(created.pending).toBe(t.app.applications.today());
    expect(created.image).toMatch(/^\/api\/files\//);

    const withUndefined = await multipartBody(
      { ...applicantFields(), birthCity: 'undefined' },
      { image: { data: await sampleImage(), name: 'p.jpg' } },
    );
    const refused = await t.app.inject({
      method: 'POST', url: '/api/application/addApplication', payload: withUndefined.payload, headers: { ...headers, ...withUndefined.headers },
    });
    expect(refused.json().message).toBe(M.birthCity);
  });

  it('refuses a body that is not multipart without creating anything', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/application/addApplication', headers, payload: applicantFields() });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
