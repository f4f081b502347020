import { expect, test, type Page } from '@playwright/test';
import { APPLICATION_MESSAGES, PAGES } from '@visadesk/contract';
import { changeStatus, signIn } from './support/desk.ts';
import { uniqueEmail } from './support/staff.ts';

/** A 1×1 PNG: the smallest photo the server's image pipeline accepts. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A PDF as the server recognises one (by its first bytes), padded so its upload takes a moment. */
const JOB_LETTER = Buffer.concat([Buffer.from('%PDF-1.4\n% VisaDesk job letter\n'), Buffer.alloc(400 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);

/** The server dates status changes in its own time zone: TIME_ZONE, else the machine's, as here. */
function serverToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: process.env.TIME_ZONE?.trim() || undefined }).format(new Date());
}

async function fillApplicant(page: Page, passport: string, email: string) {
  const text: [string, string][] = [
    ['Surname', 'Journey'],
    ['Given Name', 'Amrita'],
    ['Date of Birth', '1991-06-15'],
    ['Birth City', 'Pokhara'],
    ['Current Nationality', 'Nepali'],
    ['Visible Identification Marks', 'Scar on right hand'],
    ['National ID', 'NP-778899'],
    ['Company Name', 'Northern Builders'],
    ['Duty Duration', '24 months'],
    ['Salary', '2100 CAD'],
    ['Passport No', passport],
    ['Issued Country', 'Nepal'],
    ['Phone', '9800112233'],
    ['Email', email],
  ];
  for (const [label, value] of text) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel('Sex', { exact: true }).selectOption('Female');
  await page.getByLabel('Job Title', { exact: true }).selectOption('Construction');
  await page.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'amrita.png', mimeType: 'image/png', buffer: PHOTO });
}

async function searchFor(page: Page, passport: string) {
  const box = page.getByPlaceholder('Passport search ...');
  await box.fill(passport);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`search=${passport}`));
}

test('a staff member adds an application, uploads a job letter, approves, prints and deletes it', async ({ page }) => {
  const passport = `E2E${Date.now().toString(36).toUpperCase()}`;
  const email = uniqueEmail('applicant');
  const row = page.getByRole('row').filter({ hasText: passport });

  await signIn(page);
  await page.getByRole('link', { name: 'Application List', exact: true }).click();
  await page.getByRole('main').getByRole('link', { name: 'Add Application', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Visa Application Form' })).toBeVisible();
  await fillApplicant(page, passport, email);
  await expect(page.getByRole('img', { name: 'Photo preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();

  await expect(page).toHaveURL(PAGES.application);
  await expect(row).toBeVisible();
  await searchFor(page, passport);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row.getByRole('cell').nth(3)).toHaveText('Pending');

  await row.getByRole('link', { name: /^View/ }).click();
  await expect(page).toHaveURL(/\/updateApplicationView\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { name: 'Applicant Copy — Pending' })).toBeVisible();
  await expect(page.getByText('JOURNEY Amrita')).toBeVisible();

  // A slow uplink, so the progress of the upload can be seen.
  const network = await page.context().newCDPSession(page);
  await network.send('Network.enable');
  await network.send('Network.emulateNetworkConditions', {
    offline: false, latency: 50, downloadThroughput: -1, uploadThroughput: 256 * 1024,
  });
  await page.getByLabel('Job Letter 1', { exact: true }).setInputFiles({
    name: 'job-letter.pdf', mimeType: 'application/pdf', buffer: JOB_LETTER,
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const progress = page.getByRole('progressbar', { name: 'Uploading documents' });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', /^\d+$/);
  await expect(page.getByRole('link', { name: 'Open Job Letter 1 (PDF)' })).toBeVisible({ timeout: 20_000 });
  await expect(progress).toBeHidden();
  await network.send('Network.emulateNetworkConditions', {
    offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1,
  });

  await expect(page.getByText('Current status: Pending')).toBeVisible();
  await changeStatus(page, { button: 'Approve', from: 'Pending' });
  await expect(page.getByRole('region', { name: 'History' }).getByText('Documents')).toBeVisible();

  await page.getByRole('link', { name: 'Print view', exact: true }).click();
  await expect(page).toHaveURL(/\/updateApplicationView\/[0-9a-f]{24}\/print$/);
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents.getByRole('heading', { name: 'Job Letter 1', exact: true })).toBeVisible();
  await expect(documents.getByRole('heading', { name: 'Lmia 1', exact: true })).toBeVisible();
  await expect(documents.getByRole('link', { name: 'Job Letter 1 (PDF document)' })).toBeVisible();
  // Headless Chromium has no print dialog; record the call instead (this tsconfig has no DOM types).
  await page.evaluate("window.print = () => document.body.setAttribute('data-printed', 'yes')");
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Staff menu' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Applicant Copy — Approved' })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('link', { name: 'Application List', exact: true }).click();
  await searchFor(page, passport);
  await expect(row.getByRole('cell').nth(3)).toHaveText('Approved');
  await expect(row.getByRole('cell').nth(5)).toHaveText(serverToday());

  await row.getByRole('button', { name: /^Delete/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete application' });
  await expect(dialog).toContainText(passport);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: APPLICATION_MESSAGES.deleted })).toBeVisible();
  await expect(page.getByText(APPLICATION_MESSAGES.noApplications)).toBeVisible();
  await expect(row).toHaveCount(0);
});
