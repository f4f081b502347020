import { expect, test } from '@playwright/test';
import { AUTH_MESSAGES, PAGES } from '@visadesk/contract';
import { addStaffThroughApi, signIn, submitLogin } from './support/desk.ts';
import { uniqueEmail } from './support/staff.ts';

test("the super admin resets an admin's password; the admin signs in with it and must choose a new one", async ({ page, browser, request }) => {
  // Several argon2id checks at OWASP's cost and a second browser context.
  test.slow();
  const staff = { name: 'Kamal Thapa', email: uniqueEmail('kamal'), password: 'Kamal-e2e-password-1' };
  const chosen = 'Kamal-e2e-password-2';
  await addStaffThroughApi(request, staff);
  await signIn(page);
  let temporaryPassword = '';

  await test.step('the super admin resets it from Edit Admin, after confirming, and sees it once', async () => {
    await page.goto(PAGES.userManagement);
    const row = page.getByRole('row').filter({ hasText: staff.email });
    await row.getByRole('link', { name: /^Edit/ }).click();
    await expect(page.getByRole('heading', { name: 'Edit Admin', exact: true })).toBeVisible();
    await expect(page.getByLabel('Role', { exact: true })).toHaveValue('admin');

    await page.getByRole('button', { name: 'Reset password', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset this password?' });
    await expect(dialog).toContainText(staff.email);
    await dialog.getByRole('button', { name: 'Reset password', exact: true }).click();
    await expect(page.getByText(AUTH_MESSAGES.temporaryPasswordIssued)).toBeVisible();
    const shown = page.getByLabel('Temporary password', { exact: true });
    await expect(shown).not.toHaveValue('');
    temporaryPassword = await shown.inputValue();
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible();
  });

  const context = await browser.newContext();
  const admin = await context.newPage();

  await test.step('the old password no longer signs in', async () => {
    await submitLogin(admin, staff);
    await expect(admin.getByRole('alert')).toHaveText(AUTH_MESSAGES.invalidCredentials);
  });

  await test.step('the temporary one leads to "Choose a new password", and nowhere else', async () => {
    await submitLogin(admin, { email: staff.email, password: temporaryPassword });
    await expect(admin).toHaveURL(PAGES.choosePassword);
    await expect(admin.getByRole('heading', { name: 'Choose a new password', exact: true })).toBeVisible();
    await expect(admin.getByText(AUTH_MESSAGES.passwordChangeRequired)).toBeVisible();
    await admin.goto(PAGES.application);
    await expect(admin).toHaveURL(PAGES.choosePassword);
  });

  await test.step('once a new password is chosen, the dashboard opens', async () => {
    await admin.getByLabel('Temporary Password', { exact: true }).fill(temporaryPassword);
    await admin.getByLabel('New Password', { exact: true }).fill(chosen);
    await admin.getByLabel('Confirm New Password', { exact: true }).fill(chosen);
    await admin.getByRole('button', { name: 'Save new password', exact: true }).click();
    await expect(admin).toHaveURL(PAGES.dashboard);
    await expect(admin.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  });
  await context.close();
});
