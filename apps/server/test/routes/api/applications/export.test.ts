import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICANT_FIELD_LABELS, applicantFieldsWhere, APPLICATION_MESSAGES as M, AUTH_MESSAGES } from '@visadesk/contract';
import { applicationHistory } from '../../../../src/db/schema.ts';
import type { Headers } from '../../../application-helpers.ts';
import { parseCsv } from '../../../csv.ts';
import { buildTestApp, captureLogs, type TestContext } from '../../../helpers.ts';
import { insertRows, rowId } from '../../../list-rows.ts';
import { FILTER_ROWS, ORDERS } from './list-filters-data.ts';
import { answerWith } from '../../../answers.ts';

/**
 * Never read from the server's list of columns: the list's columns and the bookkeeping written out
 * here, and between them the applicant's fields as the contract's table exports them (ADR 048), in
 * its order, as the form labels them (today: Surname, Given Name, Sex, Date of Birth, Birth City, …,
 * Phone, Country Code, Email, Language for messages).
 */
const HEADER = [
  'Name', 'Admin', 'Passport No', 'Status', 'Visa Collect Date', 'Visa Approve Date',
  ...applicantFieldsWhere((field) => field.export).map((key) => APPLICANT_FIELD_LABELS[key]),
  'Status Reason', 'Stage', 'Stage Since', 'Above Legal Fee Cap', 'Registered', 'Last Changed', 'Application ID',
];
const column = (name: string) => HEADER.indexOf(name);
const idsIn = (rows: string[][]) => rows.slice(1).map((cells) => parseInt(cells[column('Application ID')] ?? '', 16));

describe('GET /api/application/export', () => {
  let t: TestContext;
  let headers: Headers;
  let adminId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const admin = await t.loginAs('admin');
    headers = admin.headers;
    adminId = admin.user._id;
    await insertRows(t.app.db, FILTER_ROWS);
  });
  afterAll(() => t.close());

  const exportOf = (query = '', auth: Partial<Headers> = headers) => t.app.inject({ url: `/api/application/export?${query}`, headers: auth });
  const exports = () => t.app.db.select().from(applicationHistory).where(eq(applicationHistory.action, 'exported'));

  it('answers a UTF-8 CSV attachment named for today, starting with a byte-order mark and the list\'s header', async () => {
    const res = await exportOf();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="applications-${t.app.applications.today()}.csv"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.body.slice(1, res.body.indexOf('\r\n'))).toBe(HEADER.join(','));
  });

  it('writes one line an application, in the list\'s order, dates as YYYY-MM-DD', async () => {
    const rows = parseCsv((await exportOf()).body.slice(1));
    expect(idsIn(rows)).toEqual(ORDERS['-createdAt']);
    const first = rows.find((cells) => cells[column('Application ID')] === rowId(8)) as string[];
    expect(Object.fromEntries(HEADER.map((name, i) => [name, first[i]]))).toMatchObject({
      Name: 'Anita Rai', Admin: 'No', Status: 'Pending', 'Visa Collect Date': '2026-03-02', 'Visa Approve Date': '2026-02-25',
      'Date of Birth': '1992-04-17', 'Current Nationality': 'Nepal', 'Job Title': 'Cook', Registered: '2026-03-02', 'Last Changed': '2026-03-02',
    });
    for (const cells of rows.slice(1)) {
      expect(cells).toHaveLength(HEADER.length);
      for (const name of ['Visa Collect Date', 'Date of Birth', 'Registered', 'Last Changed']) expect(cells[column(name)]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it.each<[string, number[]]>([
    ['status=pending&jobTitle=Cook&nationality=Nepali', [8, 5, 1]],
    ['status=pending&sort=surname', [1, 3, 5, 11, 8, 6]],
    ['createdFrom=2026-02-01&createdTo=2026-02-28&sort=-approve', [11, 6, 5, 4]],
    ['nationality=Canada', []],
  ])('exports exactly what the list shows for %s', async (query, expected) => {
    expect(idsIn(parseCsv((await exportOf(query)).body.slice(1)))).toEqual(expected);
  });

  it('records each export in the history: who, when, which filters, how many', async () => {
    const earlier = new Set((await exports()).map((e) => e.id));
    const before = Date.now();
    await exportOf('status=pending&jobTitle=Cook&nationality=NP&sort=surname');
    const added = (await exports()).filter((e) => !earlier.has(e.id));
    expect(added).toHaveLength(1);
    expect(added[0]?.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(added[0]).toMatchObject({
      applicationId: null, actorId: adminId, actorName: 'Test Staff',
      detail: 'Export of 3 applications (status Pending, nationality Nepal, job title Cook), by surname, A to Z',
    });
    await exportOf('search=thapa&createdFrom=2026-02-01&createdTo=2026-02-28');
    expect((await exports()).map((e) => e.detail)).toContain(
      'Export of 1 application (a search, registered from 2026-02-01, registered until 2026-02-28), newest first',
    );
  });

  it('keeps exports out of an application\'s history and the dashboard\'s latest changes', async () => {
    await exportOf();
    const history = await t.app.inject({ url: `/api/application/fetchApplication/${rowId(1)}/history`, headers });
    expect(history.statusCode).toBe(200);
    expect(history.json()).toEqual([]);
    const dashboard = await t.app.inject({ url: '/api/dashboard', headers });
    expect(dashboard.statusCode).toBe(200);
    expect(JSON.stringify(dashboard.json())).not.toContain('Exported');
  });

  it.each<[string, string]>([
    ['createdFrom=2026-03-01&createdTo=2026-02-28', M.createdRangeInvalid],
    ['status=unknown', M.statusFilterInvalid],
    ['sort=-name', M.sortInvalid],
  ])('refuses %s as the list does, and records nothing', async (query, message) => {
    const count = (await exports()).length;
    const res = await exportOf(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await exports()).toHaveLength(count);
  });

  it('is staff only: refused without a session, open to admins and the super admin', async () => {
    const count = (await exports()).length;
    const anonymous = await exportOf('', {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(answerWith({ message: AUTH_MESSAGES.unauthorized }));
    expect(await exports()).toHaveLength(count);
    const superAdmin = await t.loginAs('superadmin');
    expect((await exportOf('', superAdmin.headers)).statusCode).toBe(200);
    const [entry] = await t.app.db.select().from(applicationHistory).where(and(eq(applicationHistory.action, 'exported'), eq(applicationHistory.actorId, superAdmin.user._id)));
    expect(entry?.detail).toBe('Export of 11 applications (all applications), newest first');
  });

  it('cannot record an export against an application, nor a change without one', async () => {
    const insert = (id: string, applicationId: string | null, action: 'exported' | 'updated') =>
      t.app.db.execute(sql`insert into application_history (id, application_id, actor_name, action) values (${id}, ${applicationId}, 'x', ${action})`);
    await expect(insert('e'.repeat(24), rowId(1), 'exported')).rejects.toThrow();
    await expect(insert('f'.repeat(24), null, 'updated')).rejects.toThrow();
    await insert('d'.repeat(24), rowId(1), 'updated');
  });
});

describe('export logging', () => {
  it('logs the export without its filters\' values, passport numbers or dates of birth', async () => {
    const log = captureLogs();
const lines = log.lines;
    const t = await buildTestApp({}, { logger: log.logger('info') });
    try {
      await insertRows(t.app.db, [{ id: rowId(1), surname: 'Gurung', passport: 'PA7654321', dob: '1990-05-06' }]);
      const { headers } = await t.loginAs('admin');
      const res = await t.app.inject({ url: '/api/application/export?search=PA7654321&nationality=Nepal&jobTitle=Cook', headers });
      expect(res.body).toContain('PA7654321');
      const log = lines.join('');
      expect(log).toContain('/api/application/export?search=[redacted]&nationality=[redacted]&jobTitle=[redacted]');
      for (const secret of ['PA7654321', '1990-05-06', 'Gurung']) expect(log).not.toContain(secret);
    } finally {
      await t.close();
    }
  });
});

describe('export cells', () => {
  let t: TestContext;
  let headers: Headers;
  const inert = ['=1+1', '+977 98', '-2+3', '@SUM(A1)', '\tcell', '\rcell', '\uFF1DHYPERLINK("x")', '\uFF0B1', '\uFF0D1', '\uFF20A1'];
  /** A formula behind a separator: a spreadsheet splitting on ";" would run it. */
  const semicolon = '1500;=1+1';

  beforeAll(async () => {
    t = await buildTestApp();
    headers = (await t.loginAs('admin')).headers;
    await insertRows(t.app.db, [
      ...inert.map((identification, i) => ({ id: rowId(i + 1), identification, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) })),
      { id: rowId(19), identification: semicolon, createdAt: new Date('2026-01-31T00:00:00Z') },
      { id: rowId(20), company: 'Maple, "Foods"\nLtd', surname: 'श्रेष्ठ', givenN: 'সুমি', birthCity: 'لاہور', isAdmin: true, createdAt: new Date('2026-02-01T00:00:00Z') },
    ]);
  });
  afterAll(() => t.close());

  it('prefixes each cell a spreadsheet would read as a formula with an apostrophe', async () => {
    const rows = parseCsv((await t.app.inject({ url: '/api/application/export?sort=createdAt', headers })).body.slice(1));
    expect(rows.slice(1, 1 + inert.length).map((cells) => cells[column('Visible Identification Marks')])).toEqual(inert.map((value) => `'${value}`));
    // Only a cell's first character counts: an @ or a - further on is left alone.
    expect(rows.at(-1)?.[column('Email')]).toBe(`applicant.${rowId(20)}@example.com`);
    expect(rows.at(-1)?.[column('Visa Collect Date')]).toBe('2026-01-01');
  });

  it("quotes a cell holding a semicolon and guards the formula after it, so a ';' locale neither splits nor runs it", async () => {
    const res = await t.app.inject({ url: '/api/application/export?createdFrom=2026-01-31&createdTo=2026-01-31', headers });
    expect(res.body).toContain(`,"1500;'=1+1",`);
    const [, row] = parseCsv(res.body.slice(1));
    expect(row?.[column('Visible Identification Marks')]).toBe("1500;'=1+1");
    // Split as a ';' locale splits the line: no part starts a formula.
    const parts = res.body.split('\r\n')[1]?.split(';') ?? [];
    expect(parts.filter((part) => /^"?[=+\-@]/.test(part))).toEqual([]);
  });

  it('quotes cells with commas, quotes or line breaks, and keeps every script as UTF-8', async () => {
    const res = await t.app.inject({ url: '/api/application/export?createdFrom=2026-02-01', headers });
    expect(res.body).toContain(',"Maple, ""Foods""\nLtd",');
    expect(res.rawPayload.includes(Buffer.from('श्रेष्ठ', 'utf8'))).toBe(true);
    const [header, row, ...more] = parseCsv(res.body.slice(1));
    expect(header).toEqual(HEADER);
    expect(more).toEqual([]);
    expect(Object.fromEntries(HEADER.map((name, i) => [name, row?.[i]]))).toMatchObject({
      Name: 'Admin', Admin: 'Yes', Surname: 'श्रेष्ठ', 'Given Name': 'সুমি', 'Birth City': 'لاہور', 'Company Name': 'Maple, "Foods"\nLtd',
    });
  });
});

/**
 * More rows than one batch (500), sharing registration times to the microsecond and surnames:
 * every one exported once, in order, across the batches' seams, both ways of finding them.
 */
describe('export in batches', () => {
  const COUNT = 1203;
  let t: TestContext;
  let headers: Headers;
  const surnames = ['Rai', 'rai', 'Gurung', 'Thapa', 'Ábel', 'Zed', 'Khan'];

  beforeAll(async () => {
    t = await buildTestApp();
    headers = (await t.loginAs('admin')).headers;
    await insertRows(t.app.db, Array.from({ length: COUNT }, (_, i) => ({
      id: rowId(i + 1), surname: surnames[i % surnames.length] as string, isStatus: i % 3 === 0 ? 'approved' as const : 'pending' as const,
    })));
    // Registered (n * 7) mod 401 microseconds after midnight: three rows or so share each time.
    await t.app.db.execute(sql`update applications set created_at = '2026-01-01T00:00:00Z'::timestamptz + ((('x' || right(id, 8))::bit(32)::int * 7) % 401) * interval '1 microsecond'`);
  });
  afterAll(() => t.close());

  const ids = async (query: string) => idsIn(parseCsv((await t.app.inject({ url: `/api/application/export?${query}`, headers })).body.slice(1)));
  const byKey = (key: (n: number) => number | string, descending: boolean) => (a: number, b: number) => {
    const [ka, kb] = [key(a), key(b)];
    const order = ka < kb ? -1 : ka > kb ? 1 : a - b;
    return descending ? -order : order;
  };
  const all = Array.from({ length: COUNT }, (_, i) => i + 1);
  const registered = (n: number) => (n * 7) % 401;
  const surnameKey = (n: number) => (surnames[(n - 1) % surnames.length] as string).toLowerCase();

  it.each<[string, (n: number) => number | string, boolean]>([
    ['-createdAt', registered, true],
    ['createdAt', registered, false],
    ['surname', surnameKey, false],
    ['-surname', surnameKey, true],
  ])('sort=%s: every application once, in order', async (sort, key, descending) => {
    expect(await ids(`sort=${sort}`)).toEqual([...all].sort(byKey(key, descending)));
    const pending = all.filter((n) => (n - 1) % 3 !== 0);
    expect(await ids(`sort=${sort}&status=pending`)).toEqual(pending.sort(byKey(key, descending)));
  });

  it('writes the same applications, in the same order, into the workbook for Excel', async () => {
    const answer = await t.app.inject({ url: '/api/application/export?format=xlsx&sort=-surname', headers });
    expect(answer.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Applications');
    const idColumn = column('Application ID') + 1;
    const rows = Array.from({ length: (sheet?.rowCount ?? 1) - 1 }, (_, i) => parseInt(String(sheet?.getRow(i + 2).getCell(idColumn).value), 16));
    expect(rows).toEqual([...all].sort(byKey(surnameKey, true)));
  });
});
