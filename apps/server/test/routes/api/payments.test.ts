import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, AUTH_MESSAGES, LEDGER_MESSAGES as M, type Ledger, type LedgerEntryInput, type PaymentsPage } from '@visadesk/contract';
import { createApplication, type Headers } from '../../application-helpers.ts';
import { parseCsv } from '../../csv.ts';
import { buildTestApp, type TestContext } from '../../helpers.ts';

/** The super admin's payments page and its CSV (ADR 051), on the embedded PostgreSQL and TEST_DATABASE_URL's server. */
describe('GET /api/payments', () => {
  let t: TestContext;
  let owner: Headers;
  let ravi: Headers;
  let sita: Headers;
  let ids: { a: string; b: string };
  beforeAll(async () => {
    t = await buildTestApp({ timeZone: 'UTC' });
    owner = (await t.loginAs('superadmin')).headers;
    const first = await t.createUser({ name: 'Ravi Staff', role: 'admin' });
    const second = await t.createUser({ name: 'Sita Staff', role: 'admin' });
    ravi = { authorization: (await t.login(first.email)).token };
    sita = { authorization: (await t.login(second.email)).token };
    const a = await createApplication(t, ravi, { givenN: 'Om', surname: 'KC', destination: 'Japan' });
    const b = await createApplication(t, ravi, { givenN: 'Gita', surname: 'Rai', destination: 'Japan' });
    ids = { a: a._id, b: b._id };
    const add = async (id: string, headers: Headers, entry: LedgerEntryInput) => {
      const res = await t.app.inject({ method: 'POST', url: API.applications.ledger(id), headers, payload: entry });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as Ledger).entries.at(-1);
    };
    await add(ids.a, ravi, { kind: 'charge', label: 'Service fee', amount: 2_000_000, currency: 'NPR', on: '2026-03-01' });
    await add(ids.a, ravi, { kind: 'payment', label: 'Service fee', amount: 1_000_000, currency: 'NPR', method: 'cash', on: '2026-03-02' });
    await add(ids.a, sita, { kind: 'payment', label: 'Medical', amount: 500_000, currency: 'NPR', method: 'wallet', reference: 'ESW-1', on: '2026-03-03' });
    const wrong = await add(ids.b, sita, { kind: 'payment', label: 'Visa', amount: 30_000, currency: 'USD', method: 'bank', reference: 'NIC-9', on: '2026-03-03' });
    await t.app.inject({ method: 'POST', url: API.applications.reverseEntry(ids.b, wrong?._id ?? ''), headers: sita, payload: { reason: 'Bounced' } });
    await add(ids.a, sita, { kind: 'refund', label: 'Medical', amount: 100_000, currency: 'NPR', method: 'cash', on: '2026-03-04' });
    await add(ids.b, ravi, { kind: 'payment', label: 'Visa', amount: 20_000, currency: 'USD', method: 'cash', on: '2026-04-01' });
  });
  afterAll(() => t.close());

  const page = (query: string, headers: Headers = owner) => t.app.inject({ url: `${API.payments.list}?${query}`, headers });

  it('lists the money that changed hands between two days with totals per currency, by method, staff member and day', async () => {
    const res = await page('from=2026-03-01&to=2026-03-31');
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as PaymentsPage;
    expect(answer.entries.map((e) => [e.on, e.kind, e.worker, e.amount, e.currency, e.by, e.reversed])).toEqual([
      ['2026-03-04', 'refund', 'Om KC', 100_000, 'NPR', 'Sita Staff', false],
      ['2026-03-03', 'payment', 'Gita Rai', 30_000, 'USD', 'Sita Staff', true],
      ['2026-03-03', 'payment', 'Om KC', 500_000, 'NPR', 'Sita Staff', false],
      ['2026-03-02', 'payment', 'Om KC', 1_000_000, 'NPR', 'Ravi Staff', false],
    ]);
    expect(answer.entries[3]?.receiptNo).toMatch(/^\d{4}-000001$/);
    expect([answer.total, answer.pages]).toEqual([4, 1]);
    expect(answer.totals).toEqual({ NPR: { received: 1_500_000, refunded: 100_000, net: 1_400_000 } });
    expect(answer.byMethod).toEqual([
      { method: 'cash', currency: 'NPR', amount: 900_000, count: 2 },
      { method: 'wallet', currency: 'NPR', amount: 500_000, count: 1 },
    ]);
    expect(answer.byStaff).toEqual([
      { by: 'Ravi Staff', currency: 'NPR', amount: 1_000_000, count: 1 },
      { by: 'Sita Staff', currency: 'NPR', amount: 400_000, count: 2 },
    ]);
    expect(answer.byDay.map((d) => [d.on, d.amount])).toEqual([['2026-03-02', 1_000_000], ['2026-03-03', 500_000], ['2026-03-04', -100_000]]);
    // Whatever the days: Om owes NPR 6,000 (20,000 charged, 15,000 paid, 1,000 refunded); Gita is owed USD 200.
    expect(answer.outstanding).toEqual([
      { applicationId: ids.a, worker: 'Om KC', currency: 'NPR', balance: 600_000 },
      { applicationId: ids.b, worker: 'Gita Rai', currency: 'USD', balance: -20_000 },
    ]);
    expect(answer.outstandingCount).toBe(2);
    expect(((await page('method=cash')).json() as PaymentsPage).entries.map((e) => e.method)).toEqual(['cash', 'cash', 'cash']);
  });

  it('is the super admin’s alone, and refuses days that are no days or out of order', async () => {
    expect((await page('', ravi)).json()).toMatchObject({ message: AUTH_MESSAGES.forbidden });
    for (const query of ['from=2026-02-30', 'from=2026-03-05&to=2026-03-01', 'method=cheque']) {
      const res = await page(query);
      expect(res.statusCode, query).toBe(400);
      expect(Object.values(res.json().errors ?? {}), query).toContain(query.startsWith('method') ? M.method : M.paymentsDates);
    }
  });

  it('exports what the filters match as CSV with amounts in whole units, and records the export', async () => {
    const res = await t.app.inject({ url: `${API.payments.export}?from=2026-03-01&to=2026-03-31`, headers: owner });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = parseCsv(res.body.slice(1));
    expect(rows[0]).toEqual(['Date', 'Receipt No', 'Worker', 'Application ID', 'Kind', 'For', 'Amount', 'Currency', 'Method', 'Reference', 'Received By', 'Reversed']);
    expect(rows.slice(1).map((r) => [r[0], r[2], r[6], r[7], r[8], r[9], r[11]])).toEqual([
      ['2026-03-04', 'Om KC', '1000.00', 'NPR', 'cash', '', 'No'],
      ['2026-03-03', 'Gita Rai', '300.00', 'USD', 'bank', 'NIC-9', 'Yes'],
      ['2026-03-03', 'Om KC', '5000.00', 'NPR', 'wallet', 'ESW-1', 'No'],
      ['2026-03-02', 'Om KC', '10000.00', 'NPR', 'cash', '', 'No'],
    ]);
    const activity = await t.app.inject({ url: `${API.activity.list}?action=exported`, headers: owner });
    expect(JSON.stringify(activity.json())).toContain('Export of payments (from 2026-03-01, until 2026-03-31)');
  });
});
