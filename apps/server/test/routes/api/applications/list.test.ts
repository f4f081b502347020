import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, type Headers } from '../../../application-helpers.ts';
import { buildTestApp, type TestContext } from '../../../helpers.ts';

describe('GET /api/application/fetchApplication', () => {
  let t: TestContext;
  let headers: Headers;
  const created: { _id: string; passport: string; email: string }[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    headers = (await t.loginAs('admin')).headers;
    for (let i = 0; i < 12; i += 1) {
      created.push(await createApplication(t, headers, { passport: `ZK${String(1000 + i)}77`, surname: i === 3 ? 'Thapa' : 'Sharma' }));
    }
  });
  afterAll(() => t.close());

  const list = (query: string) => t.app.inject({ url: `/api/application/fetchApplication${query}`, headers });

  it('answers one page, newest first, with totals and currentPage as a number', async () => {
    const first = (await list('?page=1&limit=10')).json();
    expect(first.applications).toHaveLength(10);
    expect(first).toMatchObject({ totalApplication: 12, totalPages: 2, currentPage: 1 });
    expect(first.applications[0]._id).toBe(created[11]?._id);
    const second = (await list('?page=2&limit=10')).json();
    expect(second.applications.map((a: { _id: string }) => a._id)).toEqual([created[1]?._id, created[0]?._id]);
    expect(second.currentPage).toBe(2);
    const defaults = (await list('')).json();
    expect(defaults.applications).toHaveLength(10);
    expect(defaults.currentPage).toBe(1);
  });

  it('searches passport, name and email', async () => {
    const byPassport = (await list('?search=ZK100577')).json();
    expect(byPassport.applications.map((a: { passport: string }) => a.passport)).toEqual(['ZK100577']);
    expect(byPassport).toMatchObject({ totalApplication: 1, totalPages: 1 });
    expect((await list('?search=zk1005')).json().totalApplication).toBe(1);
    expect((await list('?search=thapa')).json().applications[0].surname).toBe('Thapa');
    expect((await list('?search=Anita%20Thapa')).json().applications.map((a: { surname: string }) => a.surname)).toEqual(['Thapa']);
    expect((await list('?search=thapa%20anita')).json().totalApplication).toBe(1);
    expect((await list('?search=ZK%201005%2077')).json().totalApplication).toBe(1);
    expect((await list('?search=Anita%20Nobody')).json().totalApplication).toBe(0);
    const email = created[4]?.email as string;
    expect((await list(`?search=${encodeURIComponent(email)}`)).json().applications[0].email).toBe(email);
  });

  it('treats pattern characters literally', async () => {
    for (const search of ['%', '_', '.*', 'ZK%77', '\\']) {
      const res = (await list(`?search=${encodeURIComponent(search)}`)).json();
      expect(res.totalApplication, search).toBe(0);
    }
  });

  it('answers an empty page past the end and refuses nonsense paging', async () => {
    expect((await list('?page=9')).json()).toMatchObject({ applications: [], totalApplication: 12, currentPage: 9 });
    for (const query of ['?page=0', '?page=-1', '?limit=1000', '?page=abc']) {
      expect((await list(query)).statusCode, query).toBe(400);
    }
  });

  it('loads one application by id, and 404 for an unknown one', async () => {
    const one = await t.app.inject({ url: `/api/application/fetchApplication/${created[0]?._id}`, headers });
    expect(one.json()).toMatchObject({ _id: created[0]?._id, passport: created[0]?.passport });
    expect((await t.app.inject({ url: '/api/application/fetchApplication/0123456789abcdef01234567', headers })).statusCode).toBe(404);
  });
});
