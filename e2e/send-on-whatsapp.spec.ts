import { expect, test, type Locator, type Page } from '@playwright/test';
import { APPLICATION_MESSAGES, MAIL_MESSAGES, PAGES } from '@visadesk/contract';
import { changeStatus, signIn } from './support/desk.ts';
import { uniqueEmail } from './support/staff.ts';

/** A 1×1 PNG: the smallest photo the server's image pipeline accepts. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const GIVEN_NAME = 'Rahima';
const SURNAME = 'Akter';
const REASON = 'The job offer letter is not signed by the employer.';

/** The server's words for where each status stands, in English (apps/server/src/mail/applicant-words.ts, WORDS.status.stands). */
const SAID = {
  pending: 'Your visa application is pending: we are working on it.',
  rejected: 'Your visa application was not approved.',
};

async function fillApplicant(page: Page, passport: string) {
  const text: [string, string][] = [
    ['Surname', SURNAME],
    ['Given Name', GIVEN_NAME],
    ['Date of Birth', '1994-02-21'],
    ['Birth City', 'Sylhet'],
    ['Current Nationality', 'Bangladesh'],
    ['Visible Identification Marks', 'Mole above left eyebrow'],
    ['National ID', 'BD-19940221'],
    ['Company Name', 'Harbour Textiles'],
    ['Duty Duration', '36 months'],
    ['Salary', '1800 CAD'],
    ['Passport No', passport],
    ['Issued Country', 'Bangladesh'],
  ];
  for (const [label, value] of text) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel('Sex', { exact: true }).selectOption('Female');
  await page.getByLabel('Job Title', { exact: true }).selectOption('Construction');
  await page.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'rahima.png', mimeType: 'image/png', buffer: PHOTO });
}

/** The status message the link carries, as WhatsApp will read it. */
async function messageOf(link: Locator): Promise<string> {
  const href = (await link.getAttribute('href')) ?? '';
  return new URL(href).searchParams.get('text') ?? '';
}

test('staff add a Bangladeshi applicant, the country code follows the nationality, and WhatsApp opens with the status message', async ({ page }) => {
  const passport = `WA${Date.now().toString(36).toUpperCase()}`;
  const email = uniqueEmail('whatsapp');

  await signIn(page);
  await page.getByRole('link', { name: 'Application List', exact: true }).click();
  await page.getByRole('main').getByRole('link', { name: 'Add Application', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Visa Application Form' })).toBeVisible();
  await fillApplicant(page, passport);

  // Nobody chose a code: the nationality's is chosen for them.
  const code = page.getByLabel('Country Code', { exact: true });
  await expect(code).toHaveValue('880');
  await expect(code.locator('option:checked')).toHaveText('+880 Bangladesh');
  await page.getByLabel('Phone', { exact: true }).fill('01712-345678');
  await page.getByLabel('Email', { exact: true }).fill(email);
  // The language follows the nationality too (বাংলা); this applicant reads English, and staff say so.
  await page.getByLabel('Language for messages', { exact: true }).selectOption('en');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(PAGES.application);

  await page.goto(`${PAGES.application}?search=${passport}`);
  await page.getByRole('row').filter({ hasText: passport }).getByRole('link', { name: /^View/ }).click();
  await expect(page).toHaveURL(/\/updateApplicationView\/[0-9a-f]{24}$/);
  const viewUrl = page.url();
  await expect(page.getByRole('heading', { name: 'Applicant Copy — Pending' })).toBeVisible();
  // The trunk 0 is gone; the number is shown with its code.
  const contact = page.getByRole('region', { name: "D. Applicant's Contact Details" });
  await expect(contact).toContainText('+880 1712345678');

  const whatsApp = page.getByRole('region', { name: 'WhatsApp' });
  const link = whatsApp.getByRole('link', { name: 'Send on WhatsApp', exact: true });
  await expect(link).toHaveAttribute('href', /^https:\/\/wa\.me\/8801712345678\?text=/);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(whatsApp).toContainText("To +8801712345678, with the message for the application's current status, ready for you to send.");
  await expect(whatsApp.getByText(MAIL_MESSAGES.noWhatsApp)).toHaveCount(0);
  const pending = await messageOf(link);
  expect(pending).toContain(`Dear ${GIVEN_NAME} ${SURNAME},`);
  expect(pending).toContain(SAID.pending);
  // A person sends this one: not the email's line about being sent automatically.
  expect(pending).not.toContain('sent automatically');
  expect(pending).not.toContain(passport);

  // Rejected with a reason: the link now carries that message.
  await changeStatus(page, { button: 'Reject', from: 'Pending', reason: REASON });
  await expect.poll(() => messageOf(link)).toContain(SAID.rejected);
  await expect(link).toHaveAttribute('href', /^https:\/\/wa\.me\/8801712345678\?text=/);
  const rejected = await messageOf(link);
  expect(rejected).toContain(`Dear ${GIVEN_NAME} ${SURNAME},`);
  expect(rejected).toContain(`Reason: ${REASON}`);
  expect(rejected).not.toContain(SAID.pending);

  // A code the number does not fit is refused, and nothing is saved.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Application Form', exact: true })).toBeVisible();
  const editCode = page.getByLabel('Country Code', { exact: true });
  await expect(editCode.locator('option:checked')).toHaveText('+880 Bangladesh');
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('1712345678');
  await editCode.selectOption({ label: '+977 Nepal' });
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: APPLICATION_MESSAGES.phoneForCode })).toBeVisible();
  expect(APPLICATION_MESSAGES.phoneForCode).toBe('Please enter a phone number that is valid for the chosen country code.');
  await expect(page.getByLabel('Phone', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(PAGES.editApplication);

  await page.goto(viewUrl);
  await expect(page.getByRole('heading', { name: 'Applicant Copy — Rejected' })).toBeVisible();
  await expect(contact).toContainText('+880 1712345678');
  await expect(link).toHaveAttribute('href', /^https:\/\/wa\.me\/8801712345678\?text=/);
});
