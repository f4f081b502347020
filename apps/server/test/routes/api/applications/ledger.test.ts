import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  API,
  APPLICATION_MESSAGES as AM,
  AUTH_MESSAGES,
  LEDGER_MESSAGES as M,
  type Application,
  type Dashboard,
  type EnquiryResponse,
  type FeesAnswer,
  type HistoryEntry,
  type Ledger,
  type LedgerEntryInput,
} from '@visadesk/contract';
import { ledgerEntries } from '../../../../src/db/schema.ts';
import { createApplication, type Headers } from '../../../application-helpers.ts';
import { buildTestApp, type TestContext } from '../../../helpers.ts';

const year = () => new Date().toISOString().slice(0, 4);
const cash = (amount: number, more: Partial<LedgerEntryInput> = {}): LedgerEntryInput =>
  ({ kind: 'payment', label: 'Service fee', amount, currency: 'NPR', method: 'cash', ...more });

/**
 * The ledger of an application (ADR 051): entries appended and never changed, the balance computed,
 * payments numbered without a gap, the legal cap confirmed. Runs on the embedded PostgreSQL and, in
 * `npm test`'s PostgreSQL stage, on TEST_DATABASE_URL's server too.
 */
describe('fees, payments and receipts (ADR 051)', () => {
  let t: TestContext;
  let admin: Headers;
  let owner: Headers;
  beforeAll(async () => {
    t = await buildTestApp({ timeZone: 'UTC' });
    admin = (await t.loginAs('admin')).headers;
    owner = (await t.loginAs('superadmin')).headers;
  });
  afterAll(() => t.close());

  const add = (id: string, entry: unknown, headers: Partial<Headers> = admin) =>
    t.app.inject({ method: 'POST', url: API.applications.ledger(id), headers, payload: entry as object });
  const reverse = (id: string, entryId: string, body: unknown) =>
    t.app.inject({ method: 'POST', url: API.applications.reverseEntry(id, entryId), headers: admin, payload: body as object });
  const ledgerOf = async (id: string) => {
    const res = await t.app.inject({ url: API.applications.ledger(id), headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Ledger;
  };
  const recorded = async (id: string, entry: LedgerEntryInput) => {
    const res = await add(id, entry);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Ledger;
  };
  const history = async (id: string) => (await t.app.inject({ url: API.applicationHistory(id), headers: admin })).json() as HistoryEntry[];
  const enquiry = async (application: Application) => {
    const res = await t.app.inject({
      url: `${API.applications.enquiry}?search=${application.passport}&search1=${encodeURIComponent(application.currentN)}&search2=${application.dob}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as EnquiryResponse).applications[0];
  };

  it('records a charge and two payments, numbers each payment in the year’s series and computes the balance per currency', async () => {
    const application = await createApplication(t, admin, { destination: 'Japan' });
    await recorded(application._id, { kind: 'charge', label: 'service fee', amount: 2_500_000, currency: 'npr' });
    await recorded(application._id, { kind: 'charge', label: 'Ticket', amount: 45_000, currency: 'USD' });
    await recorded(application._id, cash(1_000_000, { on: '2026-01-05' }));
    const ledger = await recorded(application._id, cash(500_000, { method: 'wallet', reference: 'ESW-88231' }));
    expect(ledger.entries.map((entry) => [entry.kind, entry.label, entry.amount, entry.currency])).toEqual([
      ['charge', 'Service fee', 2_500_000, 'NPR'], ['charge', 'Ticket', 45_000, 'USD'], ['payment', 'Service fee', 1_000_000, 'NPR'], ['payment', 'Service fee', 500_000, 'NPR'],
    ]);
    const [, , first, second] = ledger.entries;
    expect(first).toMatchObject({ method: 'cash', reference: '', on: '2026-01-05', receiptNo: `${year()}-000001`, by: 'Test Staff' });
    expect(second).toMatchObject({ method: 'wallet', reference: 'ESW-88231', receiptNo: `${year()}-000002` });
    expect(ledger.entries[0]).not.toHaveProperty('receiptNo');
    expect(ledger.entries[0]).not.toHaveProperty('method');
    expect(ledger.balance).toEqual({ NPR: 1_000_000, USD: 45_000 });
    // Japan has no cap.
    expect(ledger.serviceFee).toBeNull();
    expect(await ledgerOf(application._id)).toEqual(ledger);
  });

  it('refuses what is not an entry with the field’s own message, recording nothing', async () => {
    const application = await createApplication(t, admin);
    const refusals: [unknown, string, string][] = [
      [cash(0), 'amount', M.amount],
      [cash(-500), 'amount', M.amount],
      [cash(10.5), 'amount', M.amount],
      [cash(100, { currency: 'rupees' }), 'currency', M.currency],
      [cash(100, { kind: 'reversal' as never }), 'kind', M.kind],
      [cash(100, { method: undefined }), 'method', M.method],
      [cash(100, { method: 'cheque' as never }), 'method', M.method],
      [cash(100, { method: 'bank' }), 'reference', M.referenceNeeded],
      [cash(100, { on: '2026-02-30' }), 'on', M.day],
      [cash(100, { label: 'Bribe' }), 'label', M.label],
      [cash(100, { on: '2999-01-01' }), 'on', M.dayFuture],
    ];
    for (const [entry, field, message] of refusals) {
      const res = await add(application._id, entry);
      expect(res.statusCode, JSON.stringify(entry)).toBe(400);
      expect(res.json().errors?.[field] ?? res.json().message, JSON.stringify(entry)).toBe(message);
    }
    expect((await ledgerOf(application._id)).entries).toEqual([]);
    expect((await add('0'.repeat(24), cash(100))).json()).toMatchObject({ message: AM.notFound });
  });

  it('corrects a mistake by a reversal that names the entry, once, with a reason; the receipt keeps its number', async () => {
    const application = await createApplication(t, admin);
    await recorded(application._id, { kind: 'charge', label: 'Medical', amount: 800_000, currency: 'NPR' });
    const paid = await recorded(application._id, cash(800_000, { label: 'Medical' }));
    const payment = paid.entries[1];
    expect(paid.balance).toEqual({ NPR: 0 });

    expect((await reverse(application._id, payment?._id ?? '', { reason: '' })).json().message).toBe(M.reason);
    const res = await reverse(application._id, payment?._id ?? '', { reason: 'Typed on the wrong worker' });
    expect(res.statusCode, res.body).toBe(201);
    const ledger = res.json() as Ledger;
    expect(ledger.entries[2]).toMatchObject({ kind: 'reversal', label: 'Medical', amount: 800_000, reverses: payment?._id, reason: 'Typed on the wrong worker' });
    expect(ledger.entries[1]).toEqual(payment);
    expect(ledger.balance).toEqual({ NPR: 800_000 });

    const again = await reverse(application._id, payment?._id ?? '', { reason: 'Twice' });
    expect([again.statusCode, again.json().message]).toEqual([409, M.alreadyReversed]);
    const ofReversal = await reverse(application._id, ledger.entries[2]?._id ?? '', { reason: 'Undo' });
    expect([ofReversal.statusCode, ofReversal.json().message]).toEqual([409, M.reverseReversal]);
    const other = await createApplication(t, admin);
    const elsewhere = await reverse(other._id, payment?._id ?? '', { reason: 'Wrong application' });
    expect([elsewhere.statusCode, elsewhere.json().message]).toEqual([404, M.entryNotFound]);
    expect((await ledgerOf(application._id)).entries).toHaveLength(3);

    const words = (await history(application._id)).filter((entry) => entry.action === 'ledger').map((entry) => [entry.detail, entry.reason]);
    expect(words).toEqual([
      [`Reversed: Payment of NPR 8,000.00 (Medical, cash), receipt ${payment?.receiptNo}`, 'Typed on the wrong worker'],
      [`Payment of NPR 8,000.00 (Medical, cash), receipt ${payment?.receiptNo} on ${new Date().toISOString().slice(0, 10)}`, ''],
      [`Charge of NPR 8,000.00 (Medical) on ${new Date().toISOString().slice(0, 10)}`, ''],
    ]);
    const activity = await t.app.inject({ url: `${API.activity.list}?action=ledger`, headers: owner });
    expect(activity.statusCode, activity.body).toBe(200);
    expect(JSON.stringify(activity.json())).toContain('Reversed: Payment of NPR 8,000.00');
  });

  it('asks for a confirmation naming the cap and the excess before a service fee above it, then marks the application', async () => {
    const application = await createApplication(t, admin, { destination: 'Malaysia' });
    await recorded(application._id, { kind: 'charge', label: 'Service fee', amount: 1_000_000, currency: 'NPR' });
    const above = await add(application._id, { kind: 'charge', label: 'Service fee', amount: 250_000, currency: 'NPR' });
    expect(above.statusCode, above.body).toBe(409);
    expect(above.json()).toMatchObject({
      message: M.overCap('NPR 2,500.00'), cap: { country: 'Malaysia', amount: 1_000_000, currency: 'NPR' }, total: 1_250_000, excess: 250_000,
    });
    const dollars = await add(application._id, { kind: 'payment', label: 'Service fee', amount: 100, currency: 'USD', method: 'cash' });
    expect([dollars.statusCode, dollars.json().message]).toEqual([409, M.capCurrency('NPR')]);
    let ledger = await ledgerOf(application._id);
    expect(ledger.entries).toHaveLength(1);
    expect(ledger.serviceFee).toEqual({ cap: { country: 'Malaysia', amount: 1_000_000, currency: 'NPR' }, charged: 1_000_000, paid: 0, over: false });

    // Other labels are not capped; a confirmed excess is recorded, said in the history and marked.
    await recorded(application._id, { kind: 'charge', label: 'Medical', amount: 5_000_000, currency: 'NPR' });
    ledger = await recorded(application._id, { kind: 'charge', label: 'Service fee', amount: 250_000, currency: 'NPR', confirm: true });
    expect(ledger.serviceFee).toMatchObject({ charged: 1_250_000, over: true });
    expect((await history(application._id))[0]?.detail).toMatch(/^Charge of NPR 2,500\.00 \(Service fee\) on \d{4}-\d\d-\d\d: above the legal cap, confirmed$/);
    // Reversing the excess takes the mark away: the mark is computed, never stored.
    ledger = await (await reverse(application._id, ledger.entries[2]?._id ?? '', { reason: 'Above the legal fee' })).json();
    expect(ledger.serviceFee).toMatchObject({ charged: 1_000_000, over: false });
  });

  it('counts this month’s payments per currency and the applications above their cap on the dashboard, and marks them in the export', async () => {
    const before = (await t.app.inject({ url: API.dashboard, headers: admin })).json() as Dashboard;
    const application = await createApplication(t, admin, { destination: 'Oman' });
    await recorded(application._id, cash(1_200_000, { confirm: true }));
    const wrong = await recorded(application._id, cash(99_900, { label: 'Visa', currency: 'USD' }));
    await reverse(application._id, wrong.entries[1]?._id ?? '', { reason: 'Not paid yet' });
    await recorded(application._id, cash(5_000, { label: 'Visa', currency: 'USD', on: '2025-01-10' }));
    const after = (await t.app.inject({ url: API.dashboard, headers: admin })).json() as Dashboard;
    expect(after.overCap).toBe(before.overCap + 1);
    expect(after.receivedThisMonth.NPR).toBe((before.receivedThisMonth.NPR ?? 0) + 1_200_000);
    expect(after.receivedThisMonth.USD ?? 0).toBe(before.receivedThisMonth.USD ?? 0);

    const csv = (await t.app.inject({ url: `${API.applications.export}?search=${application.passport}`, headers: admin })).body.slice(1).split('\r\n');
    const header = csv[0]?.split(',') ?? [];
    expect(csv[1]?.split(',')[header.indexOf('Above Legal Fee Cap')]).toBe('Yes');
  });

  it('shows the worker charges, payments and refunds with receipts and the cap, never who recorded them or the reference', async () => {
    const application = await createApplication(t, admin, { destination: 'Qatar' });
    await recorded(application._id, { kind: 'charge', label: 'Service fee', amount: 1_000_000, currency: 'NPR' });
    const paid = await recorded(application._id, cash(600_000, { method: 'bank', reference: 'NIC-2231' }));
    const wrong = await recorded(application._id, cash(100_000));
    await reverse(application._id, wrong.entries[2]?._id ?? '', { reason: 'Counted twice' });
    await recorded(application._id, { kind: 'refund', label: 'Service fee', amount: 50_000, currency: 'NPR', method: 'cash' });

    const copy = await enquiry(application);
    const payments = copy?.payments;
    expect(payments?.entries.map(({ kind, label, amount, receiptNo, reversed }) => [kind, label, amount, receiptNo, reversed])).toEqual([
      ['charge', 'Service fee', 1_000_000, '', false],
      ['payment', 'Service fee', 600_000, paid.entries[1]?.receiptNo, false],
      ['payment', 'Service fee', 100_000, wrong.entries[2]?.receiptNo, true],
      ['refund', 'Service fee', 50_000, '', false],
    ]);
    expect(payments?.entries[0]?.names).toMatchObject({ ne: 'सेवा शुल्क', ur: 'سروس فیس' });
    expect(payments?.entries[1]?.receipt).toMatch(new RegExp(`^/receipt/${paid.entries[1]?._id}\\?exp=\\d+&sig=[\\w-]+$`));
    expect(payments?.entries[0]?.receipt).toBe('');
    expect(payments?.balance).toEqual({ NPR: 450_000 });
    expect(payments?.cap).toMatchObject({ country: 'Qatar', code: 'QA', names: { ne: 'कतार', ur: 'قطر' }, amount: 1_000_000, currency: 'NPR', paid: 550_000 });
    const shown = JSON.stringify(payments);
    for (const hidden of ['NIC-2231', 'Test Staff', 'Counted twice', 'bank']) expect(shown).not.toContain(hidden);
  });

  it('keeps the books and the receipt series whole when the application is deleted', async () => {
    const application = await createApplication(t, admin, { givenN: 'Ram', surname: 'Gurung' });
    const paid = await recorded(application._id, cash(100_000));
    const removed = await t.app.inject({ method: 'DELETE', url: API.applications.remove(application._id), headers: owner });
    expect(removed.statusCode, removed.body).toBe(200);
    const [kept] = await t.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, paid.entries[0]?._id ?? ''));
    expect(kept).toMatchObject({ applicationId: null, workerName: 'Ram Gurung', receiptNo: paid.entries[0]?.receiptNo, passportEnd: application.passport.slice(-4) });
    expect((await t.app.inject({ url: API.applications.ledger(application._id), headers: admin })).json().message).toBe(AM.notFound);
  });

  describe('the fee settings', () => {
    it('ship the labels and Nepal’s free-visa, free-ticket caps of NPR 10,000, saved by the super admin alone', async () => {
      const shipped = (await t.app.inject({ url: API.fees, headers: admin })).json() as FeesAnswer;
      expect(shipped.currency).toBe('NPR');
      expect(shipped.labels.map((label) => label.en)).toEqual(['Service fee', 'Medical', 'Visa', 'Insurance', 'Orientation', 'Ticket', 'Other']);
      expect(shipped.caps.map((cap) => cap.country)).toEqual(['Malaysia', 'Saudi Arabia', 'Qatar', 'Kuwait', 'United Arab Emirates', 'Bahrain', 'Oman']);
      expect(new Set(shipped.caps.map((cap) => `${cap.currency} ${cap.amount}`))).toEqual(new Set(['NPR 1000000']));

      const update = { ...shipped, currency: 'bdt', caps: [{ country: 'KW', amount: 16_500_000, currency: 'BDT' }] };
      const refused = await t.app.inject({ method: 'PUT', url: API.fees, headers: admin, payload: update });
      expect([refused.statusCode, refused.json().message]).toEqual([403, AUTH_MESSAGES.forbidden]);
      const saved = await t.app.inject({ method: 'PUT', url: API.fees, headers: owner, payload: update });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ currency: 'BDT', caps: [{ country: 'Kuwait', amount: 16_500_000, currency: 'BDT' }] });
      const activity = (await t.app.inject({ url: `${API.activity.list}?action=settings`, headers: owner })).json();
      expect(JSON.stringify(activity)).toContain('Settings saved: fees (currency BDT, cap for Kuwait BDT');

      const bad: [unknown, string][] = [
        [{ ...update, serviceFee: 'Commission' }, M.serviceFeeLabel],
        [{ ...update, caps: [{ country: 'Atlantis', amount: 100, currency: 'NPR' }] }, M.capCountry('Atlantis')],
        [{ ...update, caps: [{ country: 'Oman', amount: 0, currency: 'NPR' }] }, M.cap],
        [{ ...update, labels: [] }, M.feeLabels],
        [{ ...update, labels: [{ en: 'Visa' }, { en: 'visa' }], serviceFee: 'Visa' }, M.feeLabels],
      ];
      for (const [payload, message] of bad) {
        const res = await t.app.inject({ method: 'PUT', url: API.fees, headers: owner, payload: payload as object });
        expect(res.statusCode, res.body).toBe(400);
        expect([res.json().message, ...Object.values(res.json().errors ?? {})], res.body).toContain(message);
      }
      expect((await t.app.inject({ url: API.fees, headers: admin })).json()).toMatchObject({ currency: 'BDT' });
      await t.app.inject({ method: 'PUT', url: API.fees, headers: owner, payload: shipped });
    });
  });
});

describe('the receipt series under load: two instances on one database', () => {
  let one: TestContext;
  let two: TestContext;
  beforeAll(async () => {
    one = await buildTestApp({ timeZone: 'UTC' });
    two = await buildTestApp({ timeZone: 'UTC' }, { database: one.database });
  });
  afterAll(async () => {
    await two.app.close();
    await one.close();
  });

  it('gives 20 payments recorded at once on two instances 20 consecutive numbers, none twice, none skipped', async () => {
    const [a, b] = [(await one.loginAs('admin')).headers, (await two.loginAs('admin')).headers];
    const workers = await Promise.all(Array.from({ length: 4 }, () => createApplication(one, a)));
    const results = await Promise.all(Array.from({ length: 20 }, (_, index) => {
      const [t, headers] = index % 2 === 0 ? [one, a] : [two, b];
      return t.app.inject({ method: 'POST', url: API.applications.ledger(workers[index % 4]?._id ?? ''), headers, payload: cash(1000 + index) });
    }));
    expect(results.map((res) => res.statusCode)).toEqual(Array(20).fill(201));
    const rows = await one.app.db.select().from(ledgerEntries);
    const numbers = rows.map((row) => row.receiptNo).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => `${year()}-${String(index + 1).padStart(6, '0')}`));
  });
});
