import { expect, test } from '@playwright/test';
import { MAIL_MESSAGES, PAGES } from '@visadesk/contract';
import { createApprovedApplicant, type Applicant } from './support/applicants.ts';
import { signIn } from './support/desk.ts';
import { DEVANAGARI_ZERO, inDigitsOf } from './support/digits.ts';
import { mailTo } from './support/mailbox.ts';

/** A Nepali mobile number no other journey's applicant has: 98 and eight digits. */
const national = `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

let applicant: Applicant;

test.beforeAll(async ({ request }) => {
  applicant = await createApprovedApplicant(request, { phone: `977${national}` });
});

const SUBJECT = 'Your medical appointment';
const TEXT = 'Please come to the office on Sunday at 10:00 with your passport and two photos.';

test('staff find a worker by the phone number as they wrote it down, in Devanagari digits, write to them, and the email arrives', async ({ page }) => {
  await signIn(page);
  await page.goto(PAGES.application);
  const search = page.getByRole('searchbox', { name: 'Search applications by passport, name, email or phone' });

  // Written as a clerk copies it from a form: the country code, spaces and a dash, in Devanagari.
  await search.fill(inDigitsOf(DEVANAGARI_ZERO, `+977 ${national.slice(0, 3)}-${national.slice(3)}`));
  await search.press('Enter');
  const rows = page.getByRole('row').filter({ hasText: applicant.passport });
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: 'Sharma' })).toHaveCount(1);

  await rows.getByRole('link', { name: /^View/ }).click();
  await page.getByRole('button', { name: 'Write to the applicant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Write to the applicant' });
  await expect(dialog.getByLabel('Subject')).toBeFocused();
  await dialog.getByLabel('Subject').fill(SUBJECT);
  await dialog.getByLabel('Message').fill(TEXT);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(MAIL_MESSAGES.staffMessageQueued)).toBeVisible();

  // In the applicant's mailbox, from a real SMTP server, as staff wrote it.
  await expect.poll(async () => (await mailTo(applicant.email)).map((mail) => mail.subject), { timeout: 15_000 }).toContain(SUBJECT);
  const letter = (await mailTo(applicant.email)).find((mail) => mail.subject === SUBJECT);
  expect(letter?.text).toContain(TEXT);
  expect(letter?.text).not.toContain(applicant.passport);

  // The desk lists it with what it became.
  const newest = page.getByRole('region', { name: 'Email to the applicant' }).getByRole('listitem').first();
  await expect(newest).toContainText(SUBJECT);
  await expect(newest.getByText('Sent', { exact: true })).toBeVisible({ timeout: 10_000 });
});
