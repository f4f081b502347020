import { expect, test } from '@playwright/test';
import { AUTH_MESSAGES, PAGES } from '@visadesk/contract';
import { addStaffThroughApi, signIn, submitLogin } from './support/desk.ts';
import { uniqueEmail } from './support/staff.ts';

test('a staff member changes their own password, proving the current one', async ({ page, browser, request }) => {
  // Seven argon2id checks at OWASP's cost and a second browser context: 15 s alone on a quiet
  // two-core machine, near the 30 s default beside a second worker.
  test.slow();
  const staff = { name: 'Meera Joshi', email: uniqueEmail('meera'), password: 'Meera-e2e-password-1' };
  const newPassword = 'Meera-e2e-password-2';
  await addStaffThroughApi(request, staff);
  await signIn(page, staff);

  await page.getByRole('navigation', { name: 'Staff menu' }).getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page).toHaveURL(PAGES.profile);
  // The profile form's own field: the two-factor section below asks for the current password too.
  const profileForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Update Profile', exact: true }) });
  const current = profileForm.getByLabel('Current Password', { exact: true });

  await test.step('a mistyped current password is refused at its field and nothing changes', async () => {
    await current.fill('not-my-password');
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Update Profile', exact: true }).click();
    await expect(page.getByText(AUTH_MESSAGES.currentPasswordIncorrect)).toBeVisible();
    await expect(current).toBeFocused();
    await expect(page).toHaveURL(PAGES.profile);
  });

  await test.step('with the right current password the change is saved, and the page says so', async () => {
    await current.fill(staff.password);
    await page.getByRole('button', { name: 'Update Profile', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: AUTH_MESSAGES.passwordChanged })).toBeVisible();
    await expect(page).toHaveURL(PAGES.profile);
  });

  await test.step('the old password no longer signs in; the new one does', async () => {
    const context = await browser.newContext();
    const other = await context.newPage();
    await submitLogin(other, staff);
    await expect(other.getByRole('alert')).toHaveText(AUTH_MESSAGES.invalidCredentials);
    await signIn(other, { email: staff.email, password: newPassword });
    await context.close();
  });
});
