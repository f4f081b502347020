import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { API, AUTH_MESSAGES, PAGES, type CurrentUser } from '@visadesk/contract';
import { parseCsv } from '../apps/server/test/csv.ts';
import { addStaffThroughApi, signIn } from './support/desk.ts';
import { addApplications, uniqueWord } from './support/seed-applications.ts';
import { SUPER_ADMIN, uniqueEmail } from './support/staff.ts';

/** A day as the log's date fields take it, in this computer's calendar (the test server's too). */
const dayOf = (at: Date) => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** The table's rows (not its header). */
const rowsOf = (page: Page) => page.getByRole('table', { name: 'Activity' }).getByRole('row').filter({ has: page.getByRole('cell') });

test('the super admin reads what a staff member did, narrowed to them and to today, exports exactly that, and an admin cannot', async ({ page, browser, request }) => {
  const word = uniqueWord();
  const nima = { name: `Nima ${word}`, email: uniqueEmail('nima'), password: 'Nima-e2e-password-1' };
  await addStaffThroughApi(request, nima);
  // Nima records an application and approves it.
  const [pemba] = await addApplications(request, word, [{ surname: `${word}Tamang`, givenN: 'Pemba', nationality: 'Nepal', jobTitle: 'Cook', approved: true }], nima);
  const today = dayOf(new Date());
  const tomorrow = dayOf(new Date(Date.now() + 86_400_000));
  const filters = page.getByRole('form', { name: 'Filter activity' });

  await signIn(page);
  await page.getByRole('navigation', { name: 'Staff menu' }).getByRole('link', { name: 'Activity Log', exact: true }).click();
  await expect(page).toHaveURL(PAGES.activity);
  await expect(page.getByRole('heading', { level: 1, name: 'Activity Log' })).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText(['WHEN', 'STAFF', 'ACTION', 'APPLICATION', 'DETAIL']);

  // Nima's entries, today: the application created, then approved (newest first).
  await filters.getByLabel('Staff member').selectOption({ label: nima.name });
  await filters.getByLabel('From').fill(today);
  await filters.getByLabel('To').fill(today);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL((url) => url.pathname === PAGES.activity && url.searchParams.get('from') === today && url.searchParams.get('to') === today && Boolean(url.searchParams.get('actor')));
  await expect(page.getByText('2 entries', { exact: true })).toBeVisible();
  await expect(rowsOf(page)).toHaveCount(2);
  await expect(rowsOf(page).nth(0)).toContainText(nima.name);
  await expect(rowsOf(page).nth(0)).toContainText('Status changed');
  await expect(rowsOf(page).nth(0)).toContainText('Status set to approved');
  await expect(rowsOf(page).nth(1)).toContainText('Created');
  await expect(rowsOf(page).nth(1).getByRole('link', { name: pemba.name })).toHaveAttribute('href', `/updateApplicationView/${pemba.id}`);

  // Nothing of Nima's tomorrow; Back to today, and on to the application itself.
  await filters.getByLabel('From').fill(tomorrow);
  await filters.getByLabel('To').fill(tomorrow);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('No activity matches these filters.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export 0 as CSV' })).toBeDisabled();
  await page.goBack();
  await expect(rowsOf(page)).toHaveCount(2);
  await expect(filters.getByLabel('From')).toHaveValue(today);
  await rowsOf(page).nth(0).getByRole('link', { name: pemba.name }).click();
  await expect(page.getByRole('heading', { name: 'Applicant Copy — Approved' })).toBeVisible();
  await page.goBack();
  await expect(rowsOf(page)).toHaveCount(2);

  // The export: exactly these two entries, newest first, on the consultancy's clock.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export 2 as CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...lines] = parseCsv(bytes.subarray(3).toString('utf8'));
  expect(header).toEqual(['WHEN', 'STAFF', 'ACTION', 'APPLICATION', 'DETAIL', 'REASON']);
  expect(lines.map((cells) => cells.slice(1, 5))).toEqual([
    [nima.name, 'Status changed', `${pemba.name} (${pemba.id})`, 'Status set to approved'],
    [nima.name, 'Created', `${pemba.name} (${pemba.id})`, 'Application created'],
  ]);
  for (const cells of lines) expect(cells[0]).toMatch(new RegExp(`^${today} \\d{2}:\\d{2}$`));

  // The export is in the log too, under the super admin's name.
  const login = await request.post(API.users.login, { data: SUPER_ADMIN });
  const me = (await (await request.get(API.users.me, { headers: { Authorization: ((await login.json()) as { token: string }).token } })).json()) as CurrentUser;
  await filters.getByLabel('Staff member').selectOption({ label: me.name });
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(rowsOf(page).filter({ hasText: `Activity log export of 2 entries (staff ${nima.name}, from ${today}, until ${today})` })).toHaveCount(1);

  // Nima, an admin, has no such page: no link in the menu, and its address says so.
  const context = await browser.newContext();
  const nimaPage = await context.newPage();
  await signIn(nimaPage, nima);
  await expect(nimaPage.getByRole('navigation', { name: 'Staff menu' }).getByRole('link', { name: 'Activity Log' })).toHaveCount(0);
  await nimaPage.goto(PAGES.activity);
  await expect(nimaPage.getByRole('alert')).toHaveText(AUTH_MESSAGES.forbidden);
  await expect(nimaPage.getByRole('table')).toHaveCount(0);
  await context.close();
});
