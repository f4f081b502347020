import { expect, test } from '@playwright/test';
import { AUTH_MESSAGES, PAGES } from '@visadesk/contract';
import { approveThroughApi, signIn, submitLogin } from './support/desk.ts';
import { mailTo } from './support/mailbox.ts';
import { uniqueEmail } from './support/staff.ts';

test('a new staff member registers, waits for approval, is told by email, then signs in', async ({ page, request }) => {
  const applicant = { name: 'Priya Sharma', email: uniqueEmail('priya'), password: 'Priya-e2e-password-1' };

  await page.goto(PAGES.register);
  await page.getByLabel('Name', { exact: true }).fill(applicant.name);
  await page.getByLabel('Email', { exact: true }).fill(applicant.email);
  await page.getByLabel('Password', { exact: true }).fill(applicant.password);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(PAGES.login);
  await expect(page.getByRole('status').filter({ hasText: AUTH_MESSAGES.registered })).toBeVisible();

  await submitLogin(page, applicant);
  await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.awaitingApproval);
  await expect(page).toHaveURL(PAGES.login);

  await approveThroughApi(request, applicant.email);

  // The approval is emailed, with where to sign in and never the password.
  await expect.poll(async () => (await mailTo(applicant.email)).map((mail) => mail.subject), { timeout: 15_000 }).toEqual([
    'Your staff account at VisaDesk Migration Consultancy is approved',
  ]);
  const [approval] = await mailTo(applicant.email);
  expect(approval?.text).toMatch(/You can now sign in at http:\/\/127\.0\.0\.1:\d+\/login/);
  expect(approval?.text).not.toContain(applicant.password);

  await signIn(page, applicant);
});
