import { and, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, APPLICATION_MESSAGES as M, type Application } from '@visadesk/contract';
import { applicationHistory } from '../../../../src/db/schema.ts';
import { createApplication, type Headers } from '../../../application-helpers.ts';
import { parseCsv } from '../../../csv.ts';
import { buildAdminApp, type TestContext } from '../../../helpers.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An export Excel opens without losing a passport's leading zero or a phone's country code. */
describe('GET /api/application/export?format=xlsx', () => {
  let t: TestContext;
  let headers: Headers;
  let worker: Application;
  beforeAll(async () => {
    ({ t, headers } = await buildAdminApp());
    worker = await createApplication(t, headers, {
      surname: 'Tamang', givenN: 'Pasang', passport: '09876543', nationalId: '0012345', currentN: 'Nepal', phoneCode: '+977', phone: '9812345678',
      dob: '1990-02-03', passportIssue: '2020-01-15', passportExpiry: '2030-01-14',
    });
    await createApplication(t, headers, { surname: 'Other', currentN: 'India', phoneCode: '+91', phone: '7012345678' });
  });
  afterAll(() => t.close());

  const exportOf = (query: string) => t.app.inject({ url: `${API.applications.export}?${query}`, headers });

  async function sheetOf(query: string) {
    const answer = await exportOf(query);
    expect(answer.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Applications');
    if (!sheet) throw new Error('no sheet named Applications');
    const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    const cell = (row: number, name: string) => sheet.getRow(row).getCell(header.indexOf(name) + 1);
    return { answer, sheet, header, cell };
  }

  it('answers a workbook named for today, kept off shared computers', async () => {
    const { answer } = await sheetOf('format=xlsx');
    expect(answer.headers['content-type']).toBe(XLSX);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="applications-${t.app.applications.today()}.xlsx"`);
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps passports, phones and ids as text, dates as real dates, the header frozen and filtered', async () => {
    const { sheet, header, cell } = await sheetOf(`format=xlsx&search=${worker.passport}`);
    expect(header.slice(0, 6)).toEqual(['Name', 'Admin', 'Passport No', 'Status', 'Visa Collect Date', 'Visa Approve Date']);
    expect(sheet.rowCount).toBe(2);
    const passport = cell(2, 'Passport No');
    expect([passport.type, passport.value]).toEqual([ExcelJS.ValueType.String, '09876543']);
    const phone = cell(2, 'Phone');
    expect([phone.type, phone.value]).toEqual([ExcelJS.ValueType.String, '+9779812345678']);
    const nationalId = cell(2, 'National ID');
    expect([nationalId.type, nationalId.value]).toEqual([ExcelJS.ValueType.String, '0012345']);
    expect(cell(2, 'Application ID').type).toBe(ExcelJS.ValueType.String);
    expect(passport.numFmt).toBe('@');

    for (const [name, day] of [['Date of Birth', '1990-02-03'], ['Passport Issue Date', '2020-01-15'], ['Passport Expiry Date', '2030-01-14'], ['Registered', t.app.applications.today()]]) {
      const date = cell(2, name as string);
      expect([name, date.type]).toEqual([name, ExcelJS.ValueType.Date]);
      expect((date.value as Date).toISOString().slice(0, 10)).toBe(day);
      expect(date.numFmt).toBe('yyyy-mm-dd');
    }
    // An empty date stays an empty cell, never 1900-01-00.
    expect(cell(2, 'Visa Approve Date').type).toBe(ExcelJS.ValueType.Null);

    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    // Over every column: A1 to the last one's letter (AC1 for today's 29).
    const last = sheet.getRow(1).getCell(header.length).address;
    expect(JSON.stringify(sheet.autoFilter)).toMatch(new RegExp(`A1.*${last}|"column":${header.length}`));
    expect(sheet.getRow(1).getCell(header.length + 1).value).toBeNull();
  });

  it('writes a cell that looks like a formula as text, never as a formula', async () => {
    const formula = await createApplication(t, headers, { surname: '=HYPERLINK("x.example")', currentN: 'Nepal', phoneCode: '+977', phone: '9811111111' });
    const { cell } = await sheetOf(`format=xlsx&search=${formula.passport}`);
    expect([cell(2, 'Surname').type, cell(2, 'Surname').value]).toEqual([ExcelJS.ValueType.String, '=HYPERLINK("x.example")']);
  });

  it('exports the same view as the CSV, with the same history entry', async () => {
    const before = await t.database.db.select().from(applicationHistory).where(eq(applicationHistory.action, 'exported'));
    const { sheet, cell } = await sheetOf('format=xlsx&nationality=Nepal&sort=surname');
    const csv = parseCsv((await exportOf('nationality=Nepal&sort=surname')).body.slice(1));
    const ids = (rows: number) => Array.from({ length: rows - 1 }, (_, i) => String(cell(i + 2, 'Application ID').value));
    expect(ids(sheet.rowCount)).toEqual(csv.slice(1).map((cells) => cells.at(-1)));
    const exports = await t.database.db.select().from(applicationHistory)
      .where(and(eq(applicationHistory.action, 'exported'), like(applicationHistory.detail, 'Export of % (nationality Nepal), by surname, A to Z')));
    expect(exports.length - before.filter((e) => e.detail.includes('nationality Nepal')).length).toBe(2);
  });

  it('writes phones in international form in the CSV too, made safe to open', async () => {
    const csv = parseCsv((await exportOf(`search=${worker.passport}`)).body.slice(1));
    const phone = csv[0]?.indexOf('Phone') ?? -1;
    expect(csv[1]?.[phone]).toBe("'+9779812345678");
  });

  it('refuses a format it does not write, in our words', async () => {
    const answer = await exportOf('format=pdf');
    expect(answer.statusCode).toBe(400);
    expect(JSON.stringify(answer.json())).toContain(M.exportFormat);
  });
});
