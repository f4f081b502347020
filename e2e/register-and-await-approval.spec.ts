import { expect, test } from '@playwright/test';
import { AUTH_MESSAGES, PAGES } from '@visadesk/contract';
import { approveThroughApi, signIn, submitLogin } from './support/desk.ts';
import { uniqueEmail } from './support/staff.ts';

test('a new staff member registers, waits for approval, then signs in', async ({ page, request }) => {
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

  await signIn(page, applicant);
});
