import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICANT_FIELD_KEYS, APPLICATION_MESSAGES as M, MB } from '@visadesk/contract';
import { applicantFields, sampleImage, SAMPLE_PDF } from '../../../../src/seed/factories.ts';
import { createApplication, download, type Headers } from '../../../application-helpers.ts';
import { buildAdminApp, type TestContext } from '../../../helpers.ts';
import { multipartBody } from '../../../multipart.ts';

describe('PUT /api/application/updateApplication/:id', () => {
  let t: TestContext;
  let headers: Headers;
  beforeAll(async () => {
    ({ t, headers } = await buildAdminApp());
  });
  afterAll(() => t.close());

  async function update(id: string, fields: Record<string, string>, image?: { data: Buffer; name: string }) {
    const body = await multipartBody(fields, image ? { image } : {});
    return t.app.inject({
      method: 'PUT', url: `/api/application/updateApplication/${id}`, payload: body.payload, headers: { ...headers, ...body.headers },
    });
  }

  it('saves the edited fields, keeps the photo when none is sent, and records what changed', async () => {
    const app = await createApplication(t, headers);
    const fields = { ...applicantFields(), email: app.email, passport: app.passport, surname: 'Karki', jobTitle: 'Plumber' };
    const res = await update(app._id, fields);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ surname: 'Karki', jobTitle: 'Plumber', isStatus: 'pending' });
    expect((await download(t, res.json().image)).res.statusCode).toBe(200);
    const history = (await t.app.inject({ url: `/api/application/fetchApplication/${app._id}/history`, headers })).json();
    expect(history[0]).toMatchObject({ action: 'updated', detail: expect.stringContaining('Surname') });
    expect(history[0].detail).not.toContain('Karki');
  });

  it('names the changed fields in the history as the form labels them', async () => {
    const app = await createApplication(t, headers);
    const unchanged = Object.fromEntries(APPLICANT_FIELD_KEYS.map((key) => [key, String(app[key])]));
    await update(app._id, { ...unchanged, givenN: 'Sushila', company: 'Maple Foods' });
    const history = (await t.app.inject({ url: `/api/application/fetchApplication/${app._id}/history`, headers })).json();
    expect(history[0].detail).toBe('Changed: Given Name, Company Name');
  });

  it('edits the phone as written, and refuses anything else with the spec message, changing nothing', async () => {
    const app = await createApplication(t, headers);
    const fields = applicantFields({ email: app.email, passport: app.passport });
    const phoneAndSurname = async () => {
      const { phone, surname } = (await t.app.inject({ url: `/api/application/fetchApplication/${app._id}`, headers })).json();
      return { phone, surname };
    };
    expect((await update(app._id, { ...fields, phone: '(01712) 345678' })).statusCode).toBe(200);
    expect(await phoneAndSurname()).toEqual({ phone: '01712345678', surname: 'Sharma' });
    for (const phone of ['0171 2345 ext 6', '98+41234567', '#9841234567']) {
      const bad = await update(app._id, { ...fields, phone, surname: 'Changed' });
      expect(bad.statusCode, phone).toBe(400);
      expect(bad.json()).toMatchObject({ message: M.invalidPhone, errors: { phone: M.invalidPhone } });
    }
    expect(await phoneAndSurname()).toEqual({ phone: '01712345678', surname: 'Sharma' });
  });

  it("checks the names as the add form does", async () => {
    const app = await createApplication(t, headers);
    for (const [override, message] of [[{ surname: 'S'.repeat(32) }, M.surnameLength], [{ givenN: 'G'.repeat(32) }, M.givenNameLength], [{ givenN: '' }, M.givenNameLength]] as const) {
      const res = await update(app._id, { ...applicantFields(), ...override });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('replaces the photo only with a JPEG or PNG of at most 2 MB, and removes the old one', async () => {
    const app = await createApplication(t, headers);
    const fields = applicantFields({ email: app.email, passport: app.passport });
    const pdf = await update(app._id, fields, { data: SAMPLE_PDF, name: 'photo.jpg' });
    expect(pdf.json().message).toBe(M.invalidImageType);
    const png = await sampleImage('png');
    const big = await update(app._id, fields, { data: Buffer.concat([png, Buffer.alloc(2 * MB)]), name: 'big.png' });
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe(M.imageTooLargeEdit);
    const ok = await update(app._id, fields, { data: png, name: 'new.png' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().image).not.toBe(app.image);
    expect((await download(t, app.image)).res.statusCode).toBe(404);
    expect((await download(t, ok.json().image)).res.statusCode).toBe(200);
  });

  it("refuses another application's email or passport and ignores status fields", async () => {
    const a = await createApplication(t, headers);
    const b = await createApplication(t, headers);
    const clash = await update(b._id, applicantFields({ email: a.email, passport: b.passport }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(M.emailExists);
    const sneaky = await update(b._id, { ...applicantFields({ email: b.email, passport: b.passport }), isStatus: 'approved', approve: '2020-01-01', _id: a._id });
    expect(sneaky.statusCode).toBe(200);
    expect(sneaky.json()).toMatchObject({ _id: b._id, isStatus: 'pending', approve: '' });
  });

  it('answers 404 for an unknown application and 400 for a malformed id', async () => {
    expect((await update('0123456789abcdef01234567', applicantFields())).statusCode).toBe(404);
    const bad = await update('nope', applicantFields());
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid ID format.');
  });
});
