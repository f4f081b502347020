import { expect, test } from '@playwright/test';
import { PAGES } from '@visadesk/contract';
import { signIn } from './support/desk.ts';

const GUARDED = [
  PAGES.dashboard,
  PAGES.userManagement,
  PAGES.addUserManagement,
  PAGES.editUserManagement,
  PAGES.application,
  PAGES.addUserApplication,
  PAGES.editApplication,
  PAGES.userView,
  PAGES.updateApplicationView.replace(':id', '0123456789abcdef01234567'),
  PAGES.slider,
  PAGES.addSliders,
  PAGES.editSlider,
  PAGES.profile,
  PAGES.setting,
  PAGES.activity,
];

test.describe('a visitor without a session', () => {
  for (const path of GUARDED) {
    test(`opening ${path} is sent to the login page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(PAGES.login);
      await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    });
  }

  test('an unknown address lands on the home page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(PAGES.home);
  });
});

test('a signed-in staff member reloads the application list and stays on it', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Application List', exact: true }).click();
  await expect(page).toHaveURL(PAGES.application);

  await page.reload();
  await expect(page).toHaveURL(PAGES.application);
  await expect(page.getByRole('heading', { name: 'Application List', exact: true })).toBeVisible();
});
