import { expect, test } from '@playwright/test';
import { AUTH_MESSAGES, PAGES } from '@visadesk/contract';
import { addStaffThroughApi, signIn } from './support/desk.ts';
import { mailTo } from './support/mailbox.ts';
import { uniqueEmail } from './support/staff.ts';

test('a staff member who forgot the password chooses a new one from the emailed link and signs in with it', async ({ page, request }) => {
  // argon2id at OWASP's cost for the new password and the sign-in.
  test.slow();
  const staff = { name: 'Bina Gurung', email: uniqueEmail('bina'), password: 'Bina-e2e-password-1' };
  const chosen = 'Bina-e2e-password-2';
  await addStaffThroughApi(request, staff);

  await page.goto(PAGES.login);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password', exact: true })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(staff.email);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByRole('status')).toHaveText(AUTH_MESSAGES.resetLinkSent);

  // The link arrives by email, from a real SMTP server.
  await expect.poll(async () => (await mailTo(staff.email)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await mailTo(staff.email);
  const link = /http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[\w-]+/.exec(mail?.text ?? '')?.[0];
  expect(link).toBeDefined();

  await page.goto(link ?? '');
  await page.getByLabel('New password', { exact: true }).fill(chosen);
  await page.getByLabel('Confirm new password', { exact: true }).fill(chosen);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(PAGES.login);
  await expect(page.getByRole('status').filter({ hasText: AUTH_MESSAGES.passwordResetDone })).toBeVisible();
  await signIn(page, { email: staff.email, password: chosen });

  // The link worked once.
  await page.goto(link ?? '');
  await page.getByLabel('New password', { exact: true }).fill('Bina-e2e-password-3');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Bina-e2e-password-3');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.resetLinkInvalid);
});
