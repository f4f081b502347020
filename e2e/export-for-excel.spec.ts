import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API, PAGES, type Application } from '@visadesk/contract';
import { uniqueWord } from './support/seed-applications.ts';
import { signIn } from './support/desk.ts';
import { SUPER_ADMIN } from './support/staff.ts';

/** A 1×1 PNG: the smallest photo the server's image pipeline accepts. */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** An applicant whose passport number starts with 0, recorded by the super admin through the API. */
async function addApplicant(request: APIRequestContext, word: string, passport: string): Promise<Application> {
  const login = await request.post(API.users.login, { data: SUPER_ADMIN });
  expect(login.status()).toBe(200);
  const headers = { Authorization: ((await login.json()) as { token: string }).token };
  const added = await request.post(API.applications.add, {
    headers,
    multipart: {
      surname: `${word}Tamang`, givenN: 'Pasang', email: `${word}@example.com`.toLowerCase(), phone: '9812345678',
      nationalId: `NID-${word}`, sex: 'Male', dob: '1990-02-03', birthCity: 'Pokhara', currentN: 'Nepal',
      identification: 'Mole on the chin', company: 'Maple Foods Ltd', dutyDuration: '2 years', jobTitle: 'Cook',
      salary: '1200 USD', passport, issuedCountry: 'Nepal', passportIssue: '', passportExpiry: '', language: 'en',
      image: { name: 'photo.png', mimeType: 'image/png', buffer: PHOTO },
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  return (await added.json()) as Application;
}

test('the super admin exports the list for Excel: a workbook named for today, passports kept as text, the header frozen', async ({ page, request }) => {
  const word = uniqueWord();
  // A passport Excel would read as the number 98765432 if it were not a text cell.
  const passport = `0${Date.now().toString().slice(-8)}`;
  const applicant = await addApplicant(request, word, passport);

  await signIn(page);
  await page.goto(`${PAGES.application}?${new URLSearchParams({ search: word }).toString()}`);
  await expect(page.getByText('1 matching application', { exact: true })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export 1 for Excel (.xlsx)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.xlsx$/);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.getWorksheet('Applications');
  if (!sheet) throw new Error('the workbook has no sheet named Applications');
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const cell = (name: string) => sheet.getRow(2).getCell(header.indexOf(name) + 1);
  expect(sheet.rowCount).toBe(2);
  expect(cell('Application ID').value).toBe(applicant._id);
  expect([cell('Passport No').type, cell('Passport No').value]).toEqual([ExcelJS.ValueType.String, passport]);
  expect(cell('Passport No').text).toMatch(/^0/);
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
});
