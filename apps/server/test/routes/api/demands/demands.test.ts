import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  APPLICATION_MESSAGES,
  DEMAND_MESSAGES as M,
  type Application,
  type ActivityPage,
  type CallbackList,
  type Demand,
  type DemandInput,
  type DemandList,
} from '@visadesk/contract';
import { createApplication, updateFields, type Headers } from '../../../application-helpers.ts';
import { parseCsv } from '../../../csv.ts';
import { buildTestApp, rateLimitsWith, type TestContext } from '../../../helpers.ts';

/**
 * Demand letters (ADR 052) through the API, on the embedded PostgreSQL and on TEST_DATABASE_URL's
 * server: the list's conventions, each rule's own message, positions kept by id, workers linked to
 * a position counted by status and stage, deletion refused while they are, and "Call me back".
 */
const qatarWelders = (overrides: Partial<DemandInput> = {}): DemandInput => ({
  employer: { name: 'Al Noor Steel WLL', country: 'QA', city: 'Doha' },
  positions: [
    { title: 'Welder', quota: 2, salary: { amount: 140_000, currency: 'qar' }, hours: '8 hours, 6 days', food: 'Yes', accommodation: 'yes', ticket: 'One way', contractYears: 2, skills: '6G welding' },
    { title: 'वेल्डर सहायक', quota: 10, salary: { amount: 110_000, currency: 'QAR' }, contractYears: 2 },
  ],
  approvalNo: 'DoFE-2026-4471',
  approvalDate: '2026-11-02',
  interview: { date: '2026-12-10', place: 'Kathmandu office' },
  closes: '2099-12-31',
  state: 'open',
  ...overrides,
});

describe('/api/demand', () => {
  let t: TestContext;
  let staff: Headers;
  beforeAll(async () => {
    t = await buildTestApp({ timeZone: 'UTC', rateLimits: rateLimitsWith({ callbackPerPhone: 3, callbackPerAddress: 10 }) });
    staff = (await t.loginAs('admin')).headers;
  });
  afterAll(() => t.close());

  const add = async (input: DemandInput) => {
    const res = await t.app.inject({ method: 'POST', url: API.demands.add, headers: staff, payload: input });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Demand;
  };
  const one = async (id: string) => (await t.app.inject({ url: API.demands.one(id), headers: staff })).json() as Demand;
  const list = (query: string) => t.app.inject({ url: `${API.demands.list}?${query}`, headers: staff });
  const update = (id: string, payload: object) => t.app.inject({ method: 'PUT', url: API.demands.update(id), headers: staff, payload });

  it('adds a demand with two positions and answers it in the issue’s shape', async () => {
    const demand = await add(qatarWelders());
    expect(demand).toMatchObject({
      employer: { name: 'Al Noor Steel WLL', country: 'Qatar', city: 'Doha' },
      approvalNo: 'DoFE-2026-4471', approvalDate: '2026-11-02', interview: { date: '2026-12-10', place: 'Kathmandu office' },
      closes: '2099-12-31', state: 'open', linked: {}, enquiries: 0,
    });
    expect(demand._id).toMatch(/^[0-9a-f]{24}$/);
    const [welder, helper] = demand.positions;
    expect(welder).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/), title: 'Welder', quota: 2, salary: { amount: 140_000, currency: 'QAR' },
      hours: '8 hours, 6 days', food: 'yes', accommodation: 'yes', ticket: 'One way', contractYears: 2, skills: '6G welding',
    });
    expect(helper).toMatchObject({ title: 'वेल्डर सहायक', hours: '', food: '', accommodation: '', ticket: '', skills: '' });
    expect(welder?._id).not.toBe(helper?._id);
    expect(await one(demand._id)).toEqual(demand);
  });

  it('refuses each wrong value with its own message, and saves nothing', async () => {
    const before = ((await list('limit=100')).json() as DemandList).totalDemands;
    const position = qatarWelders().positions[0]!;
    const cases: [Partial<DemandInput>, string, string][] = [
      [{ employer: { name: ' ', country: 'QA', city: '' } }, 'employer.name', M.employerName],
      [{ employer: { name: 'X', country: 'Atlantis', city: '' } }, 'employer.country', M.employerCountry],
      [{ employer: { name: 'X', country: 'QA', city: 'D'.repeat(81) } }, 'employer.city', M.employerCity],
      [{ positions: [] }, 'positions', M.positions],
      [{ positions: Array.from({ length: 21 }, () => position) }, 'positions', M.positions],
      [{ positions: [{ ...position, title: '' }] }, 'positions.0.title', M.positionTitle],
      [{ positions: [{ ...position, quota: 0 }] }, 'positions.0.quota', M.quota],
      [{ positions: [{ ...position, quota: 2.5 }] }, 'positions.0.quota', M.quota],
      [{ positions: [{ ...position, salary: { amount: 0, currency: 'QAR' } }] }, 'positions.0.salary.amount', M.salary],
      [{ positions: [{ ...position, salary: { amount: 100, currency: 'RIYAL' } }] }, 'positions.0.salary.currency', M.salary],
      [{ positions: [{ ...position, hours: 'h'.repeat(61) }] }, 'positions.0.hours', M.hours],
      [{ positions: [{ ...position, food: 'f'.repeat(101) }] }, 'positions.0.food', M.terms],
      [{ positions: [{ ...position, contractYears: 11 }] }, 'positions.0.contractYears', M.contractYears],
      [{ positions: [{ ...position, skills: 's'.repeat(501) }] }, 'positions.0.skills', M.skills],
      [{ approvalNo: 'n'.repeat(61) }, 'approvalNo', M.approvalNo],
      [{ approvalDate: '2026-02-30' }, 'approvalDate', M.approvalDate],
      [{ interview: { date: 'next week', place: '' } }, 'interview.date', M.interviewDate],
      [{ interview: { date: '', place: 'p'.repeat(201) } }, 'interview.place', M.interviewPlace],
      [{ closes: '' }, 'closes', M.closes],
      [{ state: 'archived' as never }, 'state', M.state],
    ];
    for (const [change, field, message] of cases) {
      const res = await t.app.inject({ method: 'POST', url: API.demands.add, headers: staff, payload: qatarWelders(change) });
      expect(res.statusCode, field).toBe(400);
      expect(res.json(), field).toMatchObject({ message, errors: { [field]: message } });
    }
    expect(((await list('limit=100')).json() as DemandList).totalDemands).toBe(before);
  });

  it('lists demands with the applications list’s conventions: state, country and search filters, order, pages and a count', async () => {
    await add(qatarWelders({ employer: { name: 'Zeta Build', country: 'Saudi Arabia', city: 'Riyadh' }, state: 'draft', closes: '2099-01-31' }));
    await add(qatarWelders({ employer: { name: 'Beta Foods', country: 'MY', city: 'कुआलालम्पुर' }, state: 'closed', closes: '2099-06-30', approvalNo: 'DoFE-२०२६-९९' }));
    const read = async (query: string) => {
      const res = await list(query);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as DemandList;
    };
    expect((await read('state=closed')).demands.map((d) => d.employer.name)).toEqual(['Beta Foods']);
    expect((await read('country=saudi')).demands.map((d) => d.employer.name)).toEqual(['Zeta Build']);
    expect((await read('country=SA')).demands.map((d) => d.employer.name)).toEqual(['Zeta Build']);
    // The search reads the employer, city, titles and the pre-approval number, digits in any script.
    expect((await read('search=2026-99')).demands.map((d) => d.employer.name)).toEqual(['Beta Foods']);
    expect((await read('search=वेल्डर')).totalDemands).toBeGreaterThanOrEqual(3);
    // A state and a search together, as the desk's list sends them.
    expect((await read('state=closed&search=beta')).demands.map((d) => d.employer.name)).toEqual(['Beta Foods']);
    expect((await read('state=open&search=beta')).totalDemands).toBe(0);
    expect((await read('sort=employer&limit=100')).demands.map((d) => d.employer.name).slice(0, 2)).toEqual(['Al Noor Steel WLL', 'Beta Foods']);
    expect((await read('sort=-employer&limit=1')).demands.map((d) => d.employer.name)).toEqual(['Zeta Build']);
    expect((await read('sort=closes&limit=1')).demands.map((d) => d.closes)).toEqual(['2099-01-31']);
    const second = await read('limit=1&page=2&sort=-createdAt');
    expect(second).toMatchObject({ currentPage: 2, totalPages: second.totalDemands });
    expect(second.demands.map((d) => d.employer.name)).toEqual(['Zeta Build']);
    for (const query of ['state=archived', 'country=Atlantis', 'sort=salary', 'limit=0']) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(M.listQuery);
    }
  });

  it('keeps what an update leaves out, keeps positions by id, and closes with { state }', async () => {
    const demand = await add(qatarWelders());
    const [welder] = demand.positions;
    const res = await update(demand._id, {
      interview: { date: '2026-12-12', place: 'Pokhara' },
      positions: [{ ...welder, quota: 5 }, { title: 'Fitter', quota: 3, salary: { amount: 120_000, currency: 'QAR' }, contractYears: 2 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as Demand;
    expect(saved.positions.map((p) => [p.title, p.quota])).toEqual([['Welder', 5], ['Fitter', 3]]);
    expect(saved.positions[0]?._id).toBe(welder?._id);
    expect(saved).toMatchObject({ employer: demand.employer, approvalNo: demand.approvalNo, closes: demand.closes, interview: { date: '2026-12-12', place: 'Pokhara' } });
    const foreign = await update(demand._id, { positions: [{ ...welder, _id: 'aaaaaaaaaaaaaaaaaaaaaaaa' }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ message: M.positionId });
    const closed = await update(demand._id, { state: 'closed' });
    expect((closed.json() as Demand)).toMatchObject({ state: 'closed', positions: saved.positions });
    expect((await update('0123456789abcdef01234567', { state: 'open' })).json()).toMatchObject({ message: M.notFound });
  });

  describe('workers recruited for a position', () => {
    let demand: Demand;
    let worker: Application;
    beforeAll(async () => {
      demand = await add(qatarWelders());
      const [welder] = demand.positions;
      worker = await createApplication(t, staff, { demand: demand._id, position: welder?._id ?? '', destination: 'Qatar' });
      await createApplication(t, staff, { demand: demand._id, position: welder?._id ?? '', destination: 'Qatar' });
      await createApplication(t, staff, { demand: demand._id, position: welder?._id ?? '', destination: 'Qatar' });
    });

    it('are saved on the application and counted per position, by status and stage, beyond the quota too', async () => {
      expect(worker).toMatchObject({ demand: demand._id, position: demand.positions[0]?._id });
      const seen = await one(demand._id);
      const welder = demand.positions[0]?._id ?? '';
      expect(seen.linked[welder]?.total).toBe(3);
      expect(seen.linked[welder]?.byStatus).toEqual({ pending: 3 });
      expect(Object.values(seen.linked[welder]?.byStage ?? {}).reduce((a, b) => a + b, 0)).toBe(3);
      expect(seen.linked[demand.positions[1]?._id ?? '']).toBeUndefined();
      // Quota 2, three linked: the desk warns.
      expect(seen.positions[0]?.quota).toBe(2);
    });

    it('refuses a demand that does not exist, a position of another demand, and a position without its demand', async () => {
      const other = await add(qatarWelders());
      const cases: [Record<string, string>, 'demand' | 'position', string][] = [
        [{ demand: '0123456789abcdef01234567', position: '' }, 'demand', APPLICATION_MESSAGES.demandLink],
        [{ demand: 'nope', position: '' }, 'demand', APPLICATION_MESSAGES.demandLink],
        [{ demand: demand._id, position: other.positions[0]?._id ?? '' }, 'position', APPLICATION_MESSAGES.positionLink],
        [{ demand: '', position: demand.positions[0]?._id ?? '' }, 'position', APPLICATION_MESSAGES.positionLink],
      ];
      for (const [link, field, message] of cases) {
        const res = await updateFields(t, staff, worker, link);
        expect(res.statusCode, JSON.stringify(link)).toBe(400);
        expect(res.json(), JSON.stringify(link)).toMatchObject({ message, errors: { [field]: message } });
      }
      expect((await t.app.inject({ url: API.applications.one(worker._id), headers: staff })).json()).toMatchObject({ demand: demand._id });
    });

    it('keeps a link to a demand that closed, refuses a new one to it, and keeps the link when a client leaves it out', async () => {
      const closing = await add(qatarWelders());
      const kept = await createApplication(t, staff, { demand: closing._id, position: closing.positions[1]?._id ?? '' });
      await update(closing._id, { state: 'closed' });
      const edited = await updateFields(t, staff, kept, { birthCity: 'Butwal' });
      expect(edited.statusCode, edited.body).toBe(200);
      const refused = await updateFields(t, staff, worker, { demand: closing._id, position: '' });
      expect(refused.json()).toMatchObject({ errors: { demand: APPLICATION_MESSAGES.demandLink } });
      // The original client sends neither field: the link stays.
      const { demand: _d, position: _p, ...withoutLink } = kept as Application & { demand: string; position: string };
      expect(withoutLink).not.toHaveProperty('demand');
      const res = await t.app.inject({ url: API.applications.one(kept._id), headers: staff });
      expect(res.json()).toMatchObject({ demand: closing._id, position: closing.positions[1]?._id, birthCity: 'Butwal' });
    });

    it('refuses to remove a position with workers, and to delete the demand while any are linked, naming how many', async () => {
      const removing = await update(demand._id, { positions: [demand.positions[1]] });
      expect(removing.statusCode).toBe(409);
      expect(removing.json()).toMatchObject({ message: M.positionLinked('3') });
      const res = await t.app.inject({ method: 'DELETE', url: API.demands.remove(demand._id), headers: staff });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: 'This demand has 3 linked application(s): move them to another demand or remove the link before deleting it.' });
      expect((await one(demand._id))._id).toBe(demand._id);
    });
  });

  it('deletes a demand without workers, and says when there is none', async () => {
    const demand = await add(qatarWelders());
    const res = await t.app.inject({ method: 'DELETE', url: API.demands.remove(demand._id), headers: staff });
    expect(res.json()).toMatchObject({ message: M.deleted });
    const again = await t.app.inject({ method: 'DELETE', url: API.demands.remove(demand._id), headers: staff });
    expect([again.statusCode, again.json()]).toMatchObject([404, { message: M.notFound }]);
    expect((await t.app.inject({ url: API.demands.one(demand._id), headers: staff })).statusCode).toBe(404);
  });

  it('writes each demand added, changed and deleted to the activity log, naming the employer and what changed', async () => {
    const demand = await add(qatarWelders({ employer: { name: 'Logged Co', country: 'Oman', city: '' } }));
    await update(demand._id, { state: 'closed', closes: '2099-11-30' });
    await t.app.inject({ method: 'DELETE', url: API.demands.remove(demand._id), headers: staff });
    const owner = (await t.loginAs('superadmin')).headers;
    const log = (await t.app.inject({ url: `${API.activity.list}?limit=100`, headers: owner })).json() as ActivityPage;
    const details = log.entries.filter((e) => e.action === 'demand' && e.detail.includes('Logged Co')).map((e) => e.detail);
    expect(details).toEqual([
      'Demand deleted: Logged Co (Oman)',
      'Demand changed: Logged Co (Oman): closing date, state open → closed',
      'Demand added: Logged Co (Oman), 2 position(s), open',
    ]);
  });

  it('exports the demands the filters match, one line per position, amounts in whole units, and records the export', async () => {
    await add(qatarWelders({ employer: { name: 'Export Only Co', country: 'Kuwait', city: 'Kuwait City' }, positions: [{ title: 'Driver', quota: 4, salary: { amount: 15_000, currency: 'KWD' }, contractYears: 3 }] }));
    const res = await t.app.inject({ url: `${API.demands.export}?country=Kuwait`, headers: staff });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const rows = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual(expect.arrayContaining(['Employer', 'Country', 'Position', 'Quota', 'Linked', 'Monthly Salary', 'Currency', 'Closes', 'State']));
    const header = rows[0] ?? [];
    const cell = (row: string[], name: string) => row[header.indexOf(name)];
    expect(rows.slice(1).map((row) => [cell(row, 'Employer'), cell(row, 'Position'), cell(row, 'Quota'), cell(row, 'Monthly Salary'), cell(row, 'Currency')]))
      .toEqual([['Export Only Co', 'Driver', '4', '15.000', 'KWD']]);
  });

  describe('Call me back', () => {
    let demand: Demand;
    beforeAll(async () => {
      demand = await add(qatarWelders());
    });
    const leave = (id: string, payload: object, ip = '203.0.113.7') =>
      t.app.inject({ method: 'POST', url: API.demands.callback(id), payload, remoteAddress: ip });

    it('lands on the desk as a request with its demand, phone digits in any script, never for the public to read', async () => {
      const res = await leave(demand._id, { name: 'राम बहादुर', phone: '९८४१२३४५६७', position: demand.positions[1]?._id, language: 'ne' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ message: M.callbackSent });
      expect((await t.app.inject({ url: API.demands.enquiries })).statusCode).toBe(401);
      const listed = (await t.app.inject({ url: `${API.demands.enquiries}?demand=${demand._id}`, headers: staff })).json() as CallbackList;
      expect(listed.enquiries).toEqual([expect.objectContaining({
        demand: demand._id, position: demand.positions[1]?._id, positionTitle: 'वेल्डर सहायक', employer: 'Al Noor Steel WLL', country: 'Qatar',
        name: 'राम बहादुर', phone: '9841234567', language: 'ne', application: '',
      })]);
      expect((await one(demand._id)).enquiries).toBe(1);
    });

    it('refuses a bad name, phone or position, an unknown demand and a closed one, each with its message', async () => {
      const position = demand.positions[0]?._id;
      const cases: [object, number, string][] = [
        [{ name: '', phone: '9841234567', position }, 400, M.callbackName],
        [{ name: 'Ram', phone: '12', position }, 400, M.callbackPhone],
        [{ name: 'Ram', phone: '9841234567', position: 'welder' }, 400, M.callbackPosition],
        [{ name: 'Ram', phone: '9841234568', position: '0123456789abcdef01234567' }, 400, M.callbackPosition],
      ];
      for (const [payload, status, message] of cases) {
        const res = await leave(demand._id, payload, '198.51.100.1');
        expect([res.statusCode, res.json().message], message).toEqual([status, message]);
      }
      const unknown = await leave('0123456789abcdef01234567', { name: 'Ram', phone: '9841234569', position }, '198.51.100.2');
      expect([unknown.statusCode, unknown.json().message]).toEqual([404, M.notFound]);
      const closed = await add(qatarWelders({ state: 'filled' }));
      const gone = await leave(closed._id, { name: 'Ram', phone: '9841234570', position: closed.positions[0]?._id }, '198.51.100.3');
      expect([gone.statusCode, gone.json().message]).toEqual([410, M.callbackClosed]);
      const past = await add(qatarWelders({ closes: '2020-01-01' }));
      const late = await leave(past._id, { name: 'Ram', phone: '9841234571', position: past.positions[0]?._id }, '198.51.100.4');
      expect(late.statusCode).toBe(410);
    });

    it('is rate limited per phone and per address', async () => {
      const position = demand.positions[0]?._id;
      const byPhone = [];
      for (let i = 0; i < 4; i += 1) byPhone.push((await leave(demand._id, { name: 'Same', phone: '+9779800000001', position }, `192.0.2.${i + 1}`)).statusCode);
      expect(byPhone).toEqual([201, 201, 201, 429]);
      const byAddress = [];
      for (let i = 0; i < 11; i += 1) byAddress.push(await leave(demand._id, { name: 'Many', phone: `98000001${String(i).padStart(2, '0')}`, position }, '2001:db8:1:2::9'));
      expect(byAddress.map((r) => r.statusCode)).toEqual([...Array(10).fill(201), 429]);
      expect(byAddress.at(-1)?.json()).toMatchObject({ message: M.callbackTooMany });
      expect(Number(byAddress.at(-1)?.headers['retry-after'])).toBeGreaterThan(0);
      // Another address of the same /64 counts as the same one.
      expect((await leave(demand._id, { name: 'Many', phone: '9800000200', position }, '2001:db8:1:2::10')).statusCode).toBe(429);
    });

    it('is marked as turned into an application, and deleted', async () => {
      const listed = (await t.app.inject({ url: `${API.demands.enquiries}?demand=${demand._id}`, headers: staff })).json() as CallbackList;
      const request = listed.enquiries[0]!;
      const worker = await createApplication(t, staff, { demand: demand._id, position: request.position });
      const done = await t.app.inject({ method: 'PUT', url: API.demands.enquiryDone(request._id), headers: staff, payload: { application: worker._id } });
      expect(done.json()).toMatchObject({ message: M.enquiryDone });
      const open = (await t.app.inject({ url: `${API.demands.enquiries}?demand=${demand._id}`, headers: staff })).json() as CallbackList;
      expect(open.enquiries.map((e) => e._id)).not.toContain(request._id);
      const finished = (await t.app.inject({ url: `${API.demands.enquiries}?demand=${demand._id}&state=done`, headers: staff })).json() as CallbackList;
      expect(finished.enquiries).toEqual([expect.objectContaining({ _id: request._id, application: worker._id })]);
      const removed = await t.app.inject({ method: 'DELETE', url: API.demands.deleteEnquiry(request._id), headers: staff });
      expect(removed.json()).toMatchObject({ message: M.enquiryDeleted });
      const again = await t.app.inject({ method: 'DELETE', url: API.demands.deleteEnquiry(request._id), headers: staff });
      expect([again.statusCode, again.json()]).toMatchObject([404, { message: M.enquiryNotFound }]);
    });
  });
});
