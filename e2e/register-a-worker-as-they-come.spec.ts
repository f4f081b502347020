import { expect as baseExpect, test } from '@playwright/test';
import { PAGES } from '@visadesk/contract';
import { signIn } from './support/desk.ts';
import { mailTo } from './support/mailbox.ts';
import { uniqueEmail } from './support/staff.ts';

/** A 1×1 PNG: the smallest photo the server's image pipeline accepts. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A passport that expired in May. */
const EXPIRED_ON = '2026-05-15';
/** Longer than the journeys' usual 10 s: this journey crosses many pages on a machine that may be busy. */
const expect = baseExpect.configure({ timeout: 30_000 });

test.setTimeout(180_000);

test('staff register Om KC with no email and nothing yet of the demand letter, and approve the expired passport once the fields are in', async ({ page }) => {
  const passport = `KC${Date.now().toString(36).toUpperCase()}`;
  await signIn(page);
  await page.getByRole('link', { name: 'Application List', exact: true }).click();
  await page.getByRole('main').getByRole('link', { name: 'Add Application', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Visa Application Form' })).toBeVisible();

  // Only what a worker brings on the first day: no email, no national id, company or salary yet.
  for (const [label, value] of [
    ['Surname', 'KC'], ['Given Name', 'Om'], ['Date of Birth', '1996-02-11'], ['Birth City', 'Dhangadhi'],
    ['Current Nationality', 'Nepali'], ['Duty Duration', '2 years'], ['Passport No', passport], ['Issued Country', 'Nepal'],
    ['Passport Expiry Date', EXPIRED_ON], ['Phone', '9848012345'],
  ] as const) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel('Sex', { exact: true }).selectOption('Male');
  await page.getByLabel('Job Title', { exact: true }).selectOption('Construction');
  await page.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'om.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(page.getByRole('status').filter({ hasText: `This passport expired on ${EXPIRED_ON}` })).toBeVisible();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();

  // The list marks the expired passport.
  await expect(page).toHaveURL(PAGES.application);
  await page.goto(`${PAGES.application}?search=${passport}`);
  const row = page.getByRole('row').filter({ hasText: passport });
  await expect(row).toContainText('Om KC');
  await expect(row).toContainText(`Passport expired ${EXPIRED_ON}`);

  // Email waits for an address; WhatsApp is offered.
  await row.getByRole('link', { name: 'View Om KC' }).click();
  const email = page.getByRole('region', { name: 'Email to the applicant' });
  await expect(email).toContainText('This applicant has no email address yet');
  await expect(email.getByText('Waiting for an address')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send on WhatsApp' })).toBeVisible();

  // Approval: the confirmation names the expiry; the server asks for what registration did not.
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  let confirm = page.getByRole('dialog', { name: 'Change the status?' });
  await expect(confirm).toContainText(`The passport expired on ${EXPIRED_ON}.`);
  await expect(confirm).toContainText('Approve anyway?');
  await confirm.getByRole('button', { name: 'Approve anyway' }).click();
  await expect(confirm.getByRole('alert')).toContainText(
    'Please fill in National ID, Visible Identification Marks, Company Name and Salary before approving this application.',
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  // The demand letter arrives, and an address: the registration email waiting for it goes out, in
  // Nepali (the language of a Nepali applicant's messages).
  const address = uniqueEmail('om.kc');
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  for (const [label, value] of [
    ['Visible Identification Marks', 'Mole on the chin'], ['National ID', 'NP-5566'], ['Company Name', 'Northern Builders'],
    ['Salary', '2100 CAD'], ['Email', address],
  ] as const) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page).toHaveURL(PAGES.application);
  await expect.poll(async () => (await mailTo(address)).map((mail) => mail.subject), { timeout: 15_000 })
    .toEqual(['VisaDesk Migration Consultancy मा तपाईंको भिसा आवेदन दर्ता भएको छ']);
  expect((await mailTo(address))[0]?.text).toContain('आदरणीय Om KC जी,');

  // Approved, through the confirmation naming the expiry.
  await page.goto(`${PAGES.application}?search=${passport}`);
  await page.getByRole('link', { name: 'View Om KC' }).click();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  confirm = page.getByRole('dialog', { name: 'Change the status?' });
  await expect(confirm).toContainText(`The passport expired on ${EXPIRED_ON}.`);
  await confirm.getByRole('button', { name: 'Approve anyway' }).click();
  await expect(page.getByRole('heading', { name: 'Applicant Copy — Approved' })).toBeVisible();
});
