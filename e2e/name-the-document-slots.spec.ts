import { expect, test, type Page } from '@playwright/test';
import { API, DEFAULT_SLOT_LABELS, localisedPath, PAGES } from '@visadesk/contract';
import { createApprovedApplicant } from './support/applicants.ts';
import { signIn } from './support/desk.ts';
import { DEVANAGARI_ZERO, inDigitsOf } from './support/digits.ts';
import { openPublicPage } from './support/public-site.ts';
import { SUPER_ADMIN } from './support/staff.ts';

/**
 * The owner names the first document slot for the agency's work, in English and in Nepali; the
 * worker who checks their application on /ne/ finds their job letter under the Nepali name, and
 * staff find it under the English one.
 */
const NAME = { en: 'Demand letter', ne: 'माग पत्र' };

const slots = (page: Page) => page.getByRole('group', { name: 'Document slot names' });

async function nameFirstSlot(page: Page) {
  await page.goto(PAGES.setting);
  await slots(page).getByLabel('Slot 1', { exact: true }).fill(NAME.en);
  await page.getByRole('radio', { name: 'नेपाली', exact: true }).check();
  await slots(page).getByLabel('Slot 1 (नेपाली)', { exact: true }).fill(NAME.ne);
  const saved = page.waitForResponse((res) => res.url().endsWith(API.settings) && res.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save settings', exact: true }).click();
  expect((await saved).status()).toBe(200);
}

test("the owner's name for a document slot is what the worker reads in Nepali and staff read in English", async ({ page, browser, request }) => {
  const applicant = await createApprovedApplicant(request);
  await signIn(page);
  await nameFirstSlot(page);
  try {
    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
    await openPublicPage(phone, localisedPath(PAGES.enquiry, 'ne'));
    // Typed on a Nepali keyboard: the digits in Devanagari, the date of birth day first as the hint asks.
    const [year, month, day] = applicant.dob.split('-');
    await phone.locator('input[name="passport"]').fill(inDigitsOf(DEVANAGARI_ZERO, applicant.passport));
    await phone.locator('input[name="nationality"]').fill(applicant.nationality);
    await phone.locator('input[name="dateOfBirth"]').fill(inDigitsOf(DEVANAGARI_ZERO, `${day}-${month}-${year}`));
    await phone.locator('form button[type="submit"]').click();
    await expect(phone).toHaveURL(localisedPath(PAGES.viewOne, 'ne'));
    // The job letter uploaded into slot 1, under the owner's Nepali name; no slot keeps the spec's name.
    await expect(phone.getByRole('link', { name: new RegExp(`${NAME.ne} \\(PDF\\)`) })).toBeVisible();
    await expect(phone.getByText('Job Letter 1')).toHaveCount(0);

    await page.goto(`${PAGES.application}?search=${applicant.passport}`);
    await page.getByRole('link', { name: /^View/ }).click();
    await expect(page.getByRole('link', { name: new RegExp(`${NAME.en} \\(PDF\\)`) })).toBeVisible();
  } finally {
    // Back to the shipped names for the journeys after this one.
    const { token } = (await (await request.post(API.users.login, { data: SUPER_ADMIN })).json()) as { token: string };
    const headers = { Authorization: token };
    const settings = await (await request.get(API.settings, { headers })).json();
    expect((await request.put(API.settings, { headers, data: { ...settings, slotLabels: DEFAULT_SLOT_LABELS } })).status()).toBe(200);
  }
});
