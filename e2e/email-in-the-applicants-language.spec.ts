import { expect, test, type Page } from '@playwright/test';
import { PAGES } from '@visadesk/contract';
import { changeStatus, signIn } from './support/desk.ts';
import { mailTo } from './support/mailbox.ts';
import { uniqueEmail } from './support/staff.ts';

/** A 1×1 PNG: the smallest photo the server's image pipeline accepts. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface Applicant {
  givenName: string;
  surname: string;
  nationality: string;
  country: string;
  phone: string;
  passport: string;
  email: string;
}

/** Staff add the applicant on the desk's form; the language for messages is left to follow the nationality. */
async function addOnTheDesk(page: Page, applicant: Applicant) {
  await page.getByRole('link', { name: 'Application List', exact: true }).click();
  await page.getByRole('main').getByRole('link', { name: 'Add Application', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Visa Application Form' })).toBeVisible();
  const text: [string, string][] = [
    ['Surname', applicant.surname],
    ['Given Name', applicant.givenName],
    ['Date of Birth', '1995-08-09'],
    ['Birth City', 'Lahore'],
    ['Current Nationality', applicant.nationality],
    ['Visible Identification Marks', 'Scar on left wrist'],
    ['National ID', `ID-${applicant.passport}`],
    ['Company Name', 'Maple Foods Ltd'],
    ['Duty Duration', '24 months'],
    ['Salary', '2000 CAD'],
    ['Passport No', applicant.passport],
    ['Issued Country', applicant.country],
    ['Phone', applicant.phone],
    ['Email', applicant.email],
  ];
  for (const [label, value] of text) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel('Sex', { exact: true }).selectOption('Male');
  await page.getByLabel('Job Title', { exact: true }).selectOption('Cook');
  await page.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PHOTO });
}

/** Opens the application's page from the list. */
async function openApplication(page: Page, passport: string) {
  await page.goto(`${PAGES.application}?search=${passport}`);
  await page.getByRole('row').filter({ hasText: passport }).getByRole('link', { name: /^View/ }).click();
  await expect(page).toHaveURL(/\/updateApplicationView\/[0-9a-f]{24}$/);
}

function applicantFrom(nationality: string, country: string, phone: string, givenName: string, surname: string): Applicant {
  const passport = `LG${Date.now().toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 4).toUpperCase()}`;
  return { givenName, surname, nationality, country, phone, passport, email: uniqueEmail('language') };
}

test('staff add an Indian applicant, the language follows to हिन्दी, and the status email arrives in Hindi', async ({ page }) => {
  const applicant = applicantFrom('Indian', 'India', '9876543210', 'Ravi', 'Verma');
  await signIn(page);
  await addOnTheDesk(page, applicant);
  const language = page.getByLabel('Language for messages', { exact: true });
  await expect(language).toHaveValue('hi');
  await expect(language.locator('option:checked')).toHaveText('हिन्दी');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(PAGES.application);

  await openApplication(page, applicant.passport);
  await expect(page.getByText('Language for messages', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('हिन्दी');
  await changeStatus(page, { button: 'Approve', reason: 'All documents verified.' });

  // Read back from the applicant's mailbox, from a real SMTP server.
  await expect.poll(async () => (await mailTo(applicant.email)).length, { timeout: 15_000 }).toBe(2);
  const [registered, approved] = await mailTo(applicant.email);
  expect(registered?.subject).toMatch(/ के साथ आपका वीज़ा आवेदन दर्ज हो गया है$/);
  expect(approved?.subject).toBe('आपका वीज़ा आवेदन मंज़ूर हो गया है');
  expect(approved?.text).toContain('प्रिय Ravi Verma जी,');
  expect(approved?.text).toContain('आपका वीज़ा आवेदन मंज़ूर हो गया है।');
  expect(approved?.text).toContain('कारण: All documents verified.');
  expect(approved?.html).toContain('<html lang="hi" dir="ltr">');
  expect(approved?.text).not.toContain(applicant.passport);
  expect(approved?.text).not.toContain('1995-08-09');
});

test('staff add a Pakistani applicant, the language follows to اردو, and the status email arrives in Urdu, right to left', async ({ page }) => {
  const applicant = applicantFrom('Pakistani', 'Pakistan', '3001234567', 'Bilal', 'Ahmed');
  await signIn(page);
  await addOnTheDesk(page, applicant);
  const language = page.getByLabel('Language for messages', { exact: true });
  await expect(language).toHaveValue('ur');
  await expect(language.locator('option:checked')).toHaveText('اردو');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(PAGES.application);

  await openApplication(page, applicant.passport);
  await changeStatus(page, { button: 'Reject', reason: 'The job offer was withdrawn.' });

  await expect.poll(async () => (await mailTo(applicant.email)).length, { timeout: 15_000 }).toBe(2);
  const rejected = (await mailTo(applicant.email)).at(-1);
  expect(rejected?.subject).toBe('آپ کی ویزا درخواست مسترد ہو گئی ہے');
  expect(rejected?.text).toContain('آپ کی ویزا درخواست مسترد ہو گئی ہے۔');
  expect(rejected?.text).toContain('وجہ: \u2068The job offer was withdrawn.\u2069');
  expect(rejected?.html).toContain('<html lang="ur" dir="rtl">');
  expect(rejected?.html).toContain('<div lang="ur" dir="rtl">');
});
