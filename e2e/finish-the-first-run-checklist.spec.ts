import { expect, test, type Page } from '@playwright/test';
import { API, DEFAULT_SETTINGS, PAGES } from '@visadesk/contract';
import { signIn } from './support/desk.ts';

const CHECKLIST = 'Before the agency goes live';
const CONTACTS = { name: 'Everest Bridge Migration', phone: '9841234567', email: 'hello@everest-bridge.test' };

async function saveContacts(page: Page, contacts: { name: string; phone: string; email: string }) {
  await expect(page).toHaveURL(PAGES.setting);
  await page.getByLabel('Consultancy name', { exact: true }).fill(contacts.name);
  await page.getByLabel('Phone', { exact: true }).fill(contacts.phone);
  await page.getByLabel('Email', { exact: true }).fill(contacts.email);
  const saved = page.waitForResponse((res) => res.url().endsWith(API.settings) && res.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save settings', exact: true }).click();
  expect((await saved).status()).toBe(200);
}

test('a super admin on a fresh desk fills in what the first-run checklist asks for', async ({ page }) => {
  await signIn(page);
  // No other journey sets the email, so a fresh desk still lacks it.
  const checklist = page.getByRole('region', { name: CHECKLIST });
  const emailMissing = checklist.getByRole('listitem').filter({ hasText: 'No email address for applicants to write to.' });
  await expect(emailMissing).toContainText('To do:');

  await emailMissing.getByRole('link', { name: 'Add the email address in Settings' }).click();
  try {
    await saveContacts(page, CONTACTS);
    await page.goto(PAGES.dashboard);
    await expect(page.getByRole('heading', { name: 'Total Applications' })).toBeVisible();
    // Other journeys may have published a slide and added staff: then everything is done and the list is gone.
    if (await checklist.isVisible()) {
      for (const done of ['The consultancy’s name is set.', 'The phone number is set.', 'The email address is set.']) {
        await expect(checklist.getByRole('listitem').filter({ hasText: done })).toContainText('Done:');
      }
      await expect(checklist.getByRole('link', { name: /in Settings$/ })).toHaveCount(0);
    }
  } finally {
    await page.goto(PAGES.setting);
    await saveContacts(page, { name: DEFAULT_SETTINGS.consultancyName, phone: DEFAULT_SETTINGS.phone, email: DEFAULT_SETTINGS.email });
  }
});
