import { expect, test } from '@playwright/test';
import { AUTH_MESSAGES, PAGES } from '@visadesk/contract';
import { signIn, submitLogin } from './support/desk.ts';
import { SUPER_ADMIN } from './support/staff.ts';

test('a staff member mistypes the password, signs in, then signs out', async ({ page }) => {
  await submitLogin(page, { email: SUPER_ADMIN.email, password: 'not-the-right-password' });
  await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.invalidCredentials);
  await expect(page).toHaveURL(PAGES.login);

  await signIn(page, SUPER_ADMIN);

  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(page).toHaveURL(PAGES.home);

  await page.goto(PAGES.dashboard);
  await expect(page).toHaveURL(PAGES.login);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
});
