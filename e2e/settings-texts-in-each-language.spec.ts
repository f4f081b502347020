import { expect, test, type Page } from '@playwright/test';
import { API, DEFAULT_HOME_TEXTS, localisedPath, PAGES } from '@visadesk/contract';
import { signIn } from './support/desk.ts';
import { SUPER_ADMIN } from './support/staff.ts';

/**
 * Each text in Settings has a version per language. The owner writes the home
 * page's heading in English, Nepali and Urdu and leaves the Hindi empty; a worker's phone shows the
 * Nepali on /ne/, the Urdu right to left on /ur/, and on /hi/ the English, marked as English and
 * set apart for direction.
 */
const HEADING = {
  en: 'Licensed jobs in Qatar and the Emirates',
  ne: 'कतार र युएईमा इजाजतप्राप्त रोजगारी',
  ur: 'قطر اور امارات میں لائسنس یافتہ ملازمتیں',
};
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function writeHeading(page: Page, languageName: string, label: string, text: string) {
  await page.getByRole('radio', { name: languageName, exact: true }).check();
  await page.getByRole('group', { name: 'Home page' }).getByLabel(label, { exact: true }).fill(text);
}

test("the owner's heading in each language reaches the worker's phone, the English marked where none is written", async ({ page, browser }) => {
  await signIn(page);
  await page.goto(PAGES.setting);
  await writeHeading(page, 'English', 'Heading', HEADING.en);
  await writeHeading(page, 'नेपाली', 'Heading (नेपाली)', HEADING.ne);
  await writeHeading(page, 'اردو', 'Heading (اردو)', HEADING.ur);
  await writeHeading(page, 'हिन्दी', 'Heading (हिन्दी)', '');
  // Back to English: switching languages lost nothing.
  await page.getByRole('radio', { name: 'English', exact: true }).check();
  await expect(page.getByRole('group', { name: 'Home page' }).getByLabel('Heading', { exact: true })).toHaveValue(HEADING.en);
  const saved = page.waitForResponse((res) => res.url().endsWith(API.settings) && res.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save settings', exact: true }).click();
  expect((await saved).status()).toBe(200);

  try {
    const phone = await (await browser.newContext(PHONE)).newPage();

    await phone.goto(localisedPath(PAGES.home, 'ne'));
    const nepali = phone.getByRole('heading', { level: 1 });
    await expect(nepali).toHaveText(HEADING.ne);
    await expect(nepali).toHaveAttribute('lang', 'ne');

    await phone.goto(localisedPath(PAGES.home, 'ur'));
    const urdu = phone.getByRole('heading', { level: 1 });
    await expect(urdu).toHaveText(HEADING.ur);
    await expect(urdu).toHaveAttribute('lang', 'ur');
    expect(await urdu.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');

    await phone.goto(localisedPath(PAGES.home, 'hi'));
    const hindi = phone.getByRole('heading', { level: 1 });
    await expect(hindi).toHaveText(HEADING.en);
    await expect(hindi).toHaveAttribute('lang', 'en');
    await expect(hindi).toHaveAttribute('dir', 'auto');
    // The page around it stays Hindi.
    await expect(phone.locator('html')).toHaveAttribute('lang', 'hi');
  } finally {
    // Back to the shipped texts for the journeys after this one.
    const { token } = (await (await page.request.post(API.users.login, { data: SUPER_ADMIN })).json()) as { token: string };
    const headers = { Authorization: token };
    const settings = await (await page.request.get(API.settings, { headers })).json();
    expect((await page.request.put(API.settings, { headers, data: { ...settings, homeTexts: DEFAULT_HOME_TEXTS } })).status()).toBe(200);
  }
});
