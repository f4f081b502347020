import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type Application, type ApplicationListResponse, type ApplicationMessages } from '@visadesk/contract';
import { applications } from '../../../../src/db/schema.ts';
import { applicantFields, sampleImage } from '../../../../src/seed/factories.ts';
import { addApplication, asTheDesk, type Headers } from '../../../application-helpers.ts';
import { buildAdminApp, type TestContext } from '../../../helpers.ts';
import { multipartBody } from '../../../multipart.ts';

/** The spec's text fields as the original client sends them: no country code, no language, no passport dates. */
const SPEC_FIELDS = ['surname', 'givenN', 'sex', 'dob', 'birthCity', 'currentN', 'identification', 'nationalId', 'company', 'dutyDuration', 'jobTitle', 'salary', 'passport', 'issuedCountry', 'phone', 'email'];
const specFieldsOf = (fields: Record<string, unknown>) => Object.fromEntries(SPEC_FIELDS.map((key) => [key, String(fields[key])]));

/**
 * A Bangladeshi number the original client writes as `01712345678` is kept as +880 1712345678 for
 * the desk and WhatsApp, and read back by that client as it wrote it (ADR 041).
 */
describe("the original client's phone round trip", () => {
  let t: TestContext;
  let headers: Headers;
  beforeAll(async () => {
    ({ t, headers } = await buildAdminApp());
  });
  afterAll(() => t.close());

  /** The original client's list call: a page of ten, searched by passport. */
  async function listedByTheOriginalClient(passport: string): Promise<Application> {
    const res = await t.app.inject({ url: `${API.applications.list}?page=1&limit=10&search=${passport}`, headers });
    return (res.json() as ApplicationListResponse).applications[0] as Application;
  }

  it('reads back 01712345678 as it sent it, while the desk and WhatsApp keep +880 1712345678', async () => {
    const sent = specFieldsOf(applicantFields({ currentN: 'Bangladesh', issuedCountry: 'Bangladesh', phone: '01712345678' }));
    const body = await multipartBody(sent, { image: { data: await sampleImage('jpeg'), name: 'photo.jpg' } });
    const added = await t.app.inject({ method: 'POST', url: API.applications.add, payload: body.payload, headers: { ...headers, ...body.headers } });
    expect(added.statusCode, added.body).toBe(201);
    const created = added.json() as Application;
    expect(created.phone).toBe('01712345678');
    expect((await listedByTheOriginalClient(sent.passport as string)).phone).toBe('01712345678');

    // Stored in international form: the desk reads it beside its code, and WhatsApp dials it.
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, created._id));
    expect([row?.phone, row?.phoneCode]).toEqual(['1712345678', '880']);
    const desk = await t.app.inject({ url: API.applications.one(created._id), headers: asTheDesk(headers) });
    expect(desk.json()).toMatchObject({ phone: '1712345678', phoneCode: '880' });
    const deskList = await t.app.inject({ url: `${API.applications.list}?page=1&limit=10&search=${sent.passport}`, headers: asTheDesk(headers) });
    expect((deskList.json() as ApplicationListResponse).applications[0]).toMatchObject({ phone: '1712345678', phoneCode: '880' });
    const messages = (await t.app.inject({ url: API.applicationMessages(created._id), headers: asTheDesk(headers) })).json() as ApplicationMessages;
    expect(messages.whatsApp?.number).toBe('+8801712345678');

    // Its edit form sends back what it read: the number does not drift, and every answer keeps the zero.
    const listed = await listedByTheOriginalClient(sent.passport as string);
    const edit = await multipartBody({ ...specFieldsOf(listed), salary: '1500 USD' }, {});
    const edited = await t.app.inject({ method: 'PUT', url: API.applications.update(created._id), payload: edit.payload, headers: { ...headers, ...edit.headers } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ phone: '01712345678', salary: '1500 USD' });
    const approved = await t.app.inject({ method: 'PUT', url: API.applications.approve(created._id), headers });
    expect(approved.json()).toMatchObject({ phone: '01712345678', isStatus: 'approved' });
    expect((await t.app.inject({ url: API.applications.one(created._id), headers: asTheDesk(headers) })).json()).toMatchObject({ phone: '1712345678', phoneCode: '880' });
  });

  it('tells callers in the API documents how to read the international form', async () => {
    const { info } = (await t.app.inject('/api/docs/json')).json() as { info: { description: string } };
    expect(info.description).toContain('`x-phone-format: international`');
  });

  it('answers a number kept without a code as it is stored, to every caller', async () => {
    // Nepal is the nationality, and the number fits no plan of Nepal's: it is kept as written, with no code.
    const sent = specFieldsOf(applicantFields({ phone: '01712345678' }));
    const body = await multipartBody(sent, { image: { data: await sampleImage('jpeg'), name: 'photo.jpg' } });
    const added = await t.app.inject({ method: 'POST', url: API.applications.add, payload: body.payload, headers: { ...headers, ...body.headers } });
    expect(added.json()).toMatchObject({ phone: '01712345678', phoneCode: '' });
    const desk = await t.app.inject({ url: API.applications.one(added.json()._id), headers: asTheDesk(headers) });
    expect(desk.json()).toMatchObject({ phone: '01712345678', phoneCode: '' });
  });

  it('answers in international form a write that names the country code, even without the header', async () => {
    const added = await addApplication(t, headers, { currentN: 'Bangladesh', phoneCode: '880', phone: '01712345678' });
    expect(added.json()).toMatchObject({ phone: '1712345678', phoneCode: '880' });
    const typed = await addApplication(t, headers, { currentN: 'Bangladesh', phone: '+880 1712-345679' });
    expect(typed.json()).toMatchObject({ phone: '1712345679', phoneCode: '880' });
  });
});
