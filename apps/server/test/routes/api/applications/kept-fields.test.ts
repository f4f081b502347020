import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, APPLICANT_FIELD_KEYS, KEPT_UNLESS_NAMED, type Application, type Demand } from '@visadesk/contract';
import { createApplication, type Headers } from '../../../application-helpers.ts';
import { buildAdminApp, type TestContext } from '../../../helpers.ts';
import { multipartBody } from '../../../multipart.ts';

/**
 * A client older than a field (the original one, a desk tab open across an upgrade) sends an edit
 * without it: every optional field of the contract's table stays as it was on file, whichever
 * field was added last (ADR 048).
 */
describe('an edit that leaves out the optional fields', () => {
  let t: TestContext;
  let headers: Headers;
  beforeAll(async () => {
    ({ t, headers } = await buildAdminApp());
  });
  afterAll(() => t.close());

  it('keeps each one on file, and saves what it names', async () => {
    // The demand and position it is recruited for (ADR 052) are optional fields too.
    const demand = (await t.app.inject({
      method: 'POST', url: API.demands.add, headers,
      payload: { employer: { name: 'Al Noor', country: 'QA' }, positions: [{ title: 'Welder', quota: 2, salary: { amount: 140_000, currency: 'QAR' }, contractYears: 2 }], closes: '2099-12-31', state: 'open' },
    })).json<Demand>();
    const saved = await createApplication(t, headers, { passportIssue: '2019-05-02', passportExpiry: '2029-05-01', demand: demand._id, position: demand.positions[0]?._id ?? '' });
    for (const key of KEPT_UNLESS_NAMED) expect(saved[key], key).not.toBe('');
    const named = APPLICANT_FIELD_KEYS.filter((key) => !(KEPT_UNLESS_NAMED as readonly string[]).includes(key));
    const body = await multipartBody({ ...Object.fromEntries(named.map((key) => [key, String(saved[key])])), dutyDuration: '3 years' }, {});
    const res = await t.app.inject({
      method: 'PUT', url: `/api/application/updateApplication/${saved._id}`, payload: body.payload, headers: { ...headers, ...body.headers },
    });
    expect(res.statusCode).toBe(200);
    const after = res.json<Application>();
    expect(after.dutyDuration).toBe('3 years');
    for (const key of KEPT_UNLESS_NAMED) expect(after[key], key).toBe(saved[key]);
  });
});
