import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, APPLICANT_FIELD_KEYS, APPLICATION_MESSAGES as M, API, type Application } from '@visadesk/contract';
import { applicantFields } from '../../../../src/seed/factories.ts';
import { addApplication, createApplication, type Headers } from '../../../application-helpers.ts';
import { buildAdminApp, type TestContext } from '../../../helpers.ts';
import { multipartBody } from '../../../multipart.ts';

const DATES = { passportIssue: '2019-05-02', passportExpiry: '2029-05-01' };
const utcToday = () => new Date().toISOString().slice(0, 10);

/** The passport's issue and expiry dates, optional, kept and shown like the other fields. */
describe('passport issue and expiry dates', () => {
  let t: TestContext;
  let headers: Headers;
  beforeAll(async () => {
    ({ t, headers } = await buildAdminApp());
  });
  afterAll(() => t.close());

  const shown = async (id: string) => (await t.app.inject({ url: API.applications.one(id), headers })).json() as Application;
  const history = async (id: string) =>
    (await t.app.inject({ url: `/api/application/fetchApplication/${id}/history`, headers })).json() as { detail: string }[];
  async function update(id: string, fields: Record<string, string>) {
    const body = await multipartBody(fields);
    return t.app.inject({ method: 'PUT', url: `/api/application/updateApplication/${id}`, payload: body.payload, headers: { ...headers, ...body.headers } });
  }
  /** The form as the desk sends it back: every field as the application has it, then the changes. */
  const formOf = (a: Application, changes: Record<string, string> = {}) => ({
    ...Object.fromEntries(APPLICANT_FIELD_KEYS.map((key) => [key, String(a[key])])),
    ...changes,
  });

  it('keeps both dates, answers them to staff and in the applicant copy of the enquiry', async () => {
    const created = await createApplication(t, headers, { ...DATES, passport: 'PD1000001' });
    expect(created).toMatchObject(DATES);
    expect(await shown(created._id)).toMatchObject(DATES);
    const enquiry = await t.app.inject({ url: `${API.applications.enquiry}?search=PD1000001&search1=${created.currentN}&search2=${created.dob}` });
    expect(enquiry.json().applications[0]).toMatchObject(DATES);
  });

  it('takes neither: an application filed without them answers them empty', async () => {
    expect(Object.keys(applicantFields())).not.toContain('passportExpiry');
    const created = await createApplication(t, headers, { passport: 'PD1000002' });
    expect(created).toMatchObject({ passportIssue: '', passportExpiry: '' });
    expect(await shown(created._id)).toMatchObject({ passportIssue: '', passportExpiry: '' });
  });

  // Every message of the two dates, on the field it is about; nothing is created.
  const refused: [Record<string, string>, string, string][] = [
    [{ passportIssue: '2019-02-30' }, 'passportIssue', M.passportIssue],
    [{ passportIssue: '02/05/2019' }, 'passportIssue', M.passportIssue],
    [{ passportIssue: '1899-12-31' }, 'passportIssue', M.passportIssue],
    [{ passportExpiry: '2029/05/01' }, 'passportExpiry', M.passportExpiry],
    [{ passportExpiry: '9999-01-01' }, 'passportExpiry', M.passportExpiry],
    [{ passportIssue: addDays(utcToday(), 2) }, 'passportIssue', M.passportIssueFuture],
    [{ passportIssue: '2019-05-02', passportExpiry: '2019-05-02' }, 'passportExpiry', M.passportExpiryBeforeIssue],
    [{ passportIssue: '2019-05-02', passportExpiry: '2014-05-02' }, 'passportExpiry', M.passportExpiryBeforeIssue],
  ];

  it.each(refused)('refuses a new application with %j: 400 with the message on %s', async (dates, field, message) => {
    const res = await addApplication(t, headers, { ...dates, passport: 'PD1000009' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, errors: { [field]: message } });
    const list = await t.app.inject({ url: `${API.applications.list}?search=PD1000009`, headers });
    expect(list.json().totalApplication).toBe(0);
  });

  it.each(refused)('refuses an edit with %j: 400 with the message on %s, changing nothing', async (dates, field, message) => {
    const created = await createApplication(t, headers, DATES);
    const res = await update(created._id, formOf(created, dates));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, errors: { [field]: message } });
    expect(await shown(created._id)).toMatchObject(DATES);
    expect(await history(created._id)).toHaveLength(1);
  });

  it('records a change of either date in the history by its label, and an empty one clears it', async () => {
    const created = await createApplication(t, headers, DATES);
    const renewed = { passportIssue: '2024-06-10', passportExpiry: '2034-06-09' };
    expect((await update(created._id, formOf(created, renewed))).json()).toMatchObject(renewed);
    expect((await history(created._id))[0]?.detail).toBe('Changed: Passport Issue Date, Passport Expiry Date');
    expect((await update(created._id, formOf(created, { ...renewed, passportIssue: '' }))).json()).toMatchObject({ ...renewed, passportIssue: '' });
    expect((await history(created._id))[0]?.detail).toBe('Changed: Passport Issue Date');
  });

  it("keeps the dates on file when a client that knows no passport dates (the spec's own) saves the form", async () => {
    const created = await createApplication(t, headers, DATES);
    const { passportIssue: _issue, passportExpiry: _expiry, ...older } = formOf(created, { company: 'Prairie Farms Ltd' });
    const res = await update(created._id, older);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...DATES, company: 'Prairie Farms Ltd' });
    expect((await history(created._id))[0]?.detail).toBe('Changed: Company Name');
  });

  it('lists both dates in the CSV export, as the form labels them', async () => {
    await createApplication(t, headers, { ...DATES, passport: 'PD1000010' });
    const res = await t.app.inject({ url: `${API.applications.export}?search=PD1000010`, headers });
    const [header, row] = res.body.replace(/^\uFEFF/, '').trim().split('\r\n').map((line) => line.split(','));
    expect(header?.slice(header.indexOf('Issued Country'), header.indexOf('Issued Country') + 3)).toEqual(['Issued Country', 'Passport Issue Date', 'Passport Expiry Date']);
    expect(row?.[header?.indexOf('Passport Issue Date') ?? -1]).toBe(DATES.passportIssue);
    expect(row?.[header?.indexOf('Passport Expiry Date') ?? -1]).toBe(DATES.passportExpiry);
  });
});
