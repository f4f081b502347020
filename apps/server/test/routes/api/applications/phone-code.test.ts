import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, APPLICATION_MESSAGES as M, DEFAULT_NEXT_STEPS, type Application, type ApplicationMessages } from '@visadesk/contract';
import { applications } from '../../../../src/db/schema.ts';
import { applicantFields } from '../../../../src/seed/factories.ts';
import { addApplication, asTheDesk, createApplication, type Headers } from '../../../application-helpers.ts';
import { buildAdminApp, type TestContext } from '../../../helpers.ts';
import { multipartBody } from '../../../multipart.ts';

/** Phones kept with their country calling code, and the desk's WhatsApp hand-off. */
describe('phones with their country code, and Send on WhatsApp', () => {
  let t: TestContext;
  let headers: Headers;
  beforeAll(async () => {
    ({ t, headers } = await buildAdminApp());
  });
  afterAll(() => t.close());

  const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(applications))[0]?.n;
  const fetchOne = async (id: string) => (await t.app.inject({ url: `/api/application/fetchApplication/${id}`, headers: asTheDesk(headers) })).json() as Application;
  const whatsAppOf = async (id: string) => ((await t.app.inject({ url: API.applicationMessages(id), headers })).json() as ApplicationMessages).whatsApp;
  async function update(id: string, fields: Record<string, string>) {
    const body = await multipartBody(fields, {});
    return t.app.inject({ method: 'PUT', url: `/api/application/updateApplication/${id}`, payload: body.payload, headers: { ...headers, ...body.headers } });
  }

  it('keeps a chosen code with the national number, a trunk 0 dropped, on the staff record and the applicant copy', async () => {
    const application = await createApplication(t, headers, { currentN: 'Bangladesh', phoneCode: '+880', phone: '01712-345678' });
    expect(application).toMatchObject({ phone: '1712345678', phoneCode: '880' });
    const url = `${API.applications.enquiry}?limit=10&search=${application.passport}&search1=Bangladesh&search2=${application.dob}`;
    const enquiry = await t.app.inject({ url, headers: asTheDesk({}) });
    expect(enquiry.json().applications[0]).toMatchObject({ phone: '1712345678', phoneCode: '880' });
    // The original client's results page knows no code: it reads the number as dialled in Bangladesh.
    expect((await t.app.inject({ url })).json().applications[0]).toMatchObject({ phone: '01712345678', phoneCode: '880' });
  });

  it('takes the code from the nationality when none is chosen', async () => {
    for (const [nationality, phone, code] of [
      ['Nepal', '9841234567', '977'], ['Bangladeshi', '01712345678', '880'], ['India', '09876543210', '91'],
      ['Pakistani', '03001234567', '92'], ['Sri Lanka', '0771234567', '94'], ['Philippines', '09171234567', '63'],
    ] as const) {
      const application = await createApplication(t, headers, { currentN: nationality, phone });
      expect([nationality, application.phoneCode]).toEqual([nationality, code]);
    }
  });

  it('refuses a code no country uses, and a number that does not fit the chosen code, storing nothing', async () => {
    const before = await count();
    const unknown = await addApplication(t, headers, { phoneCode: '999', phone: '9841234567' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, M.phoneCode]);
    const misfit = await addApplication(t, headers, { phoneCode: '977', phone: '1234' });
    expect([misfit.statusCode, misfit.json().message]).toEqual([400, M.phoneForCode]);
    const letters = await addApplication(t, headers, { phoneCode: '977', phone: '98412abc' });
    expect([letters.statusCode, letters.json().message]).toEqual([400, M.invalidPhone]);
    expect(await count()).toBe(before);
  });

  it('changes the code on edit with a history entry, and refuses a misfit leaving the record as it was', async () => {
    const application = await createApplication(t, headers, { phone: '9841234567' });
    const fields = { ...applicantFields(), email: application.email, passport: application.passport };
    const changed = await update(application._id, { ...fields, phoneCode: '91', phone: '9876543210' });
    expect(changed.json()).toMatchObject({ phone: '9876543210', phoneCode: '91' });
    const history = (await t.app.inject({ url: `/api/application/fetchApplication/${application._id}/history`, headers })).json();
    expect(history[0].detail).toContain('Country Code');
    const refused = await update(application._id, { ...fields, phoneCode: '880', phone: '98765' });
    expect([refused.statusCode, refused.json().message]).toEqual([400, M.phoneForCode]);
    expect(await fetchOne(application._id)).toMatchObject({ phone: '9876543210', phoneCode: '91' });
  });

  it('keeps the code on file when a client that names none (the original one) saves the record', async () => {
    const application = await createApplication(t, headers, { currentN: 'Nepal', phoneCode: '91', phone: '9876543210' });
    const fields = { ...applicantFields(), email: application.email, passport: application.passport, phone: '9876543210' };
    const saved = await update(application._id, fields);
    // Nepal's plan would take these ten digits too: the guess must not replace the code staff chose.
    // The original client reads the number as dialled in India; the desk, beside its code.
    expect(saved.json()).toMatchObject({ phone: '09876543210', phoneCode: '91' });
    expect(await fetchOne(application._id)).toMatchObject({ phone: '9876543210', phoneCode: '91' });
    expect((await whatsAppOf(application._id))?.number).toBe('+919876543210');
    // A number typed with its own code still names it.
    const retyped = await update(application._id, { ...fields, phone: '+977 9841234567' });
    expect(retyped.json()).toMatchObject({ phone: '9841234567', phoneCode: '977' });
  });

  it('opens WhatsApp at the international number with the current status message, nothing sensitive in it', async () => {
    const application = await createApplication(t, headers, { phone: '984-1234567' });
    const pending = await whatsAppOf(application._id);
    expect(pending?.number).toBe('+9779841234567');
    expect(pending?.url.startsWith('https://wa.me/9779841234567?text=')).toBe(true);
    // A new application is pending, not pending "again" as the email on a change back says.
    expect(new URL(pending?.url ?? 'https://wa.me/').searchParams.get('text')).toContain('Your visa application is pending: we are working on it.');
    const reason = 'The job offer was withdrawn.';
    await t.app.inject({ method: 'PUT', url: API.applications.reject(application._id), headers, payload: { reason } });
    const rejected = await whatsAppOf(application._id);
    const text = new URL(rejected?.url ?? 'https://wa.me/').searchParams.get('text') ?? '';
    expect(text).toContain(`Dear ${application.givenN} ${application.surname},`);
    expect(text).toContain('Your visa application was not approved.');
    expect(text).toContain(`Reason: ${reason}`);
    expect(text).toContain(DEFAULT_NEXT_STEPS.rejected.en);
    expect(text).not.toContain('sent automatically');
    for (const secret of [application.passport, application.nationalId, application.dob]) expect(text).not.toContain(secret);
  });

  it('gives a record saved before codes existed its nationality\'s code when the number fits, and no link when none fits', async () => {
    const old = await createApplication(t, headers);
    await t.database.db.update(applications).set({ phone: '9779812345678', phoneCode: '' }).where(eq(applications.id, old._id));
    expect((await whatsAppOf(old._id))?.number).toBe('+9779812345678');
    const unplaced = await createApplication(t, headers, { phone: '01712345678' });
    expect(unplaced.phoneCode).toBe('');
    expect(await whatsAppOf(unplaced._id)).toBeNull();
  });
});
