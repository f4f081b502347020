import { expect, test } from '@playwright/test';
import { AUTH_MESSAGES, PAGES } from '@visadesk/contract';
import { acceptInvitation, signIn } from './support/desk.ts';
import { uniqueEmail } from './support/staff.ts';

test('the super admin adds an admin, who chooses a password from the invitation, cannot manage staff, then is removed', async ({ page, browser }) => {
  // The invitation's email and a second browser context.
  test.slow();
  const newcomer = { name: 'Kiran Desai', email: uniqueEmail('kiran'), password: 'Kiran-e2e-password-1' };

  await test.step('the super admin adds an admin from the staff menu', async () => {
    await signIn(page);
    await page.getByRole('navigation', { name: 'Staff menu' }).getByRole('link', { name: 'Add Admin', exact: true }).click();
    await expect(page).toHaveURL(PAGES.addUserManagement);
    await page.getByLabel('Name', { exact: true }).fill(newcomer.name);
    await page.getByLabel('Email', { exact: true }).fill(newcomer.email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Role', { exact: true })).toHaveValue('admin');
    await page.getByRole('button', { name: 'Add User', exact: true }).click();

    await expect(page).toHaveURL(PAGES.userManagement);
    await expect(page.getByRole('heading', { name: 'Admin List', exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: AUTH_MESSAGES.invitationSent })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: newcomer.email });
    await expect(row).toContainText(newcomer.name);
    await expect(row.getByRole('cell').nth(1)).toHaveText(/^Admin\s*Invited, link works until /);
  });

  await test.step('the new admin signs in and finds no staff management', async () => {
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await acceptInvitation(adminPage, newcomer.email, newcomer.password);
    await signIn(adminPage, newcomer);
    const menu = adminPage.getByRole('navigation', { name: 'Staff menu' });
    await expect(menu.getByRole('link', { name: 'Application List', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Admin List', exact: true })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Add Admin', exact: true })).toHaveCount(0);

    await adminPage.goto(PAGES.userManagement);
    await expect(adminPage.getByRole('alert')).toHaveText(AUTH_MESSAGES.forbidden);
    await expect(adminPage.getByRole('link', { name: 'Add New User' })).toHaveCount(0);
    await expect(adminPage.getByRole('table')).toHaveCount(0);
    await adminContext.close();
  });

  await test.step('the super admin deletes the admin after confirming', async () => {
    const row = page.getByRole('row').filter({ hasText: newcomer.email });
    await row.getByRole('button', { name: /^Delete/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete user?' });
    await expect(dialog).toContainText(newcomer.email);
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toHaveCount(1);

    await row.getByRole('button', { name: /^Delete/ }).click();
    await dialog.getByRole('button', { name: 'Delete user', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'deleted' })).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
