import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, APPLICATION_MESSAGES as M, type Application } from '@visadesk/contract';
import { applicantFields, sampleImage } from '../../../../src/seed/factories.ts';
import { addApplication, createApplication, type Headers } from '../../../application-helpers.ts';
import { buildAdminApp, type TestContext } from '../../../helpers.ts';
import { multipartBody } from '../../../multipart.ts';

/** What a worker may not know at registration: no email, nothing yet of the demand letter. */
const NOT_KNOWN_YET = { email: '', nationalId: '', identification: '', company: '', salary: '' };

/**
 * The form takes workers as they come (ADR 035): without an email, a surname of two letters
 * or none, national id, identification marks, company and salary left for later, and asks for those
 * four before approval.
 */
describe('registering real workers', () => {
  let t: TestContext;
  let headers: Headers;
  beforeAll(async () => {
    ({ t, headers } = await buildAdminApp());
  });
  afterAll(() => t.close());

  const update = async (id: string, fields: Record<string, string>) => {
    const body = await multipartBody(fields, {});
    return t.app.inject({ method: 'PUT', url: API.applications.update(id), payload: body.payload, headers: { ...headers, ...body.headers } });
  };
  const approve = (id: string) => t.app.inject({ method: 'PUT', url: API.applications.approve(id), headers });
  const shown = async (id: string) => (await t.app.inject({ url: API.applications.one(id), headers })).json() as Application;

  it('registers a worker with no email and nothing of the demand letter, the keys still in the answer', async () => {
    const res = await addApplication(t, headers, { ...NOT_KNOWN_YET, surname: 'KC', givenN: 'Om' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ ...NOT_KNOWN_YET, surname: 'KC', givenN: 'Om', isStatus: 'pending' });
  });

  it('registers any number of workers without an email, and still refuses an email given twice', async () => {
    for (let n = 0; n < 3; n += 1) expect((await addApplication(t, headers, { email: '' })).statusCode).toBe(201);
    const first = await createApplication(t, headers);
    const again = await addApplication(t, headers, { email: first.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: M.emailExists, errors: { email: M.emailExists } });
  });

  it('takes "Om", "KC" and a single name given as the given name', async () => {
    for (const names of [{ surname: 'Om', givenN: 'Hari' }, { surname: 'KC', givenN: 'Sita' }, { surname: '', givenN: 'Suman' }]) {
      const res = await addApplication(t, headers, names);
      expect(res.statusCode, JSON.stringify(names)).toBe(201);
      expect(res.json()).toMatchObject(names);
    }
    const noName = await addApplication(t, headers, { surname: '', givenN: ' ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ message: M.givenNameLength, errors: { givenN: M.givenNameLength } });
  });

  it("keeps the spec's messages for the rules that remain", async () => {
    const bad = await addApplication(t, headers, { email: 'ram@' });
    expect(bad.json()).toMatchObject({ message: M.invalidEmail, errors: { email: M.invalidEmail } });
    const missingCity = await addApplication(t, headers, { ...NOT_KNOWN_YET, birthCity: '' });
    expect(missingCity.json()).toMatchObject({ message: M.birthCity });
  });

  it('takes a request that leaves the optional fields out, as one that sent them empty', async () => {
    const fields = applicantFields();
    for (const key of [...Object.keys(NOT_KNOWN_YET), 'surname']) delete fields[key];
    const body = await multipartBody(fields, { image: { data: await sampleImage('jpeg'), name: 'photo.jpg' } });
    const res = await t.app.inject({ method: 'POST', url: API.applications.add, payload: body.payload, headers: { ...headers, ...body.headers } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ ...NOT_KNOWN_YET, surname: '' });
  });

  it('refuses approval, naming what is missing, and approves once it is filled in', async () => {
    const worker = await createApplication(t, headers, { ...NOT_KNOWN_YET, identification: 'Mole on the chin' });
    const refused = await approve(worker._id);
    expect(refused.statusCode).toBe(409);
    const message = 'Please fill in National ID, Company Name and Salary before approving this application.';
    expect(refused.json()).toMatchObject({ message, errors: { nationalId: message, company: message, salary: message } });
    expect(await shown(worker._id)).toMatchObject({ isStatus: 'pending', approve: '' });

    const filled = { ...applicantFields({ passport: worker.passport, email: '' }), identification: 'Mole on the chin' };
    expect((await update(worker._id, filled)).statusCode).toBe(200);
    expect((await approve(worker._id)).statusCode).toBe(200);
    expect(await shown(worker._id)).toMatchObject({ isStatus: 'approved' });

    // An approved application keeps them: emptying one is refused, naming it.
    const emptied = await update(worker._id, { ...filled, salary: ' ' });
    expect(emptied.statusCode).toBe(409);
    expect(emptied.json().message).toBe('An approved application needs Salary. Set it back to pending to leave them empty.');
  });

  it('names a refused approval among the ones a bulk change did not change', async () => {
    const ready = await createApplication(t, headers);
    const notReady = await createApplication(t, headers, { company: '' });
    const res = await t.app.inject({ method: 'POST', url: API.applications.bulkStatus, headers, payload: { ids: [ready._id, notReady._id], status: 'approved' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'approved', changed: [ready._id],
      failed: [{ _id: notReady._id, message: 'Please fill in Company Name before approving this application.' }],
    });
    expect(await shown(notReady._id)).toMatchObject({ isStatus: 'pending' });
  });

  it('keeps on file what an edit leaves out, as an older client sends it', async () => {
    const worker = await createApplication(t, headers);
    const fields = applicantFields({ passport: worker.passport, email: worker.email });
    for (const key of Object.keys(NOT_KNOWN_YET)) delete fields[key];
    expect((await update(worker._id, { ...fields, jobTitle: 'Plumber' })).statusCode).toBe(200);
    expect(await shown(worker._id)).toMatchObject({
      jobTitle: 'Plumber', email: worker.email, nationalId: worker.nationalId, identification: worker.identification, company: worker.company, salary: worker.salary,
    });
  });
});
