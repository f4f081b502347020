import { expect, test } from '@playwright/test';
import { PAGES } from '@visadesk/contract';
import { createApprovedApplicant } from './support/applicants.ts';
import { openPublicPage } from './support/public-site.ts';

/** Issue 16: the status check in Urdu (right to left) and Hindi, as the server sends and the browser runs it. */
test('the status check answers in Urdu, right to left, with its messages in Urdu', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openPublicPage(page, '/ur/enquiry');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'ویزا اسٹیٹس چیک کریں' })).toBeVisible();
  await expect(page).toHaveTitle(/^ویزا اسٹیٹس چیک کریں \| /);
  // Search engines learn every version of the page.
  const alternates = await page.locator('link[rel="alternate"]').evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
  expect(alternates).toEqual(['en', 'fr', 'hi', 'bn', 'ne', 'ur', 'x-default']);

  await page.getByRole('button', { name: 'جمع کریں', exact: true }).click();
  const passport = page.getByLabel('پاسپورٹ نمبر', { exact: true });
  await expect(passport).toHaveAttribute('aria-invalid', 'true');
  await expect(passport).toHaveAccessibleDescription(/براہ کرم درست پاسپورٹ نمبر درج کریں۔/);
  expect(errors).toEqual([]);
});

test("the server's 'not found' reads in Hindi, and the English page is English again", async ({ page, request }) => {
  const applicant = await createApprovedApplicant(request);
  await openPublicPage(page, '/hi/enquiry');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.getByLabel('पासपोर्ट नंबर', { exact: true }).fill(applicant.passport);
  await page.getByLabel('राष्ट्रीयता', { exact: true }).fill(applicant.nationality);
  // A date of birth that does not match: the server finds nothing, and says so in English; the page says it in Hindi.
  await page.getByLabel('जन्म तिथि', { exact: true }).fill('1970-01-01');
  await page.getByRole('button', { name: 'जमा करें', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('कोई मान्य आवेदन नहीं मिला। कृपया अपनी भरी हुई जानकारी जाँच लें।');

  await openPublicPage(page, PAGES.enquiry);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Check Visa Status' })).toBeVisible();
});
