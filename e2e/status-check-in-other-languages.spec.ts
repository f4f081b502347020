import { expect, test, type Page } from '@playwright/test';
import { PAGES } from '@visadesk/contract';
import { createApprovedApplicant, type Applicant } from './support/applicants.ts';
import { openPublicPage } from './support/public-site.ts';
import { DEVANAGARI_ZERO, inDigitsOf } from './support/digits.ts';

/** The status check in Urdu (right to left) and Hindi, as the server sends and the browser runs it. */
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


interface CopyWords {
  language: 'hi' | 'ur';
  dir: 'ltr' | 'rtl';
  /** The first code point of the script's digits. */
  zero: number;
  passport: string;
  nationality: string;
  dob: string;
  submit: string;
  copy: string;
  status: string;
  personal: string;
  born: RegExp;
  print: string;
}

async function applicantCopyIn(page: Page, applicant: Applicant, words: CopyWords) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openPublicPage(page, `/${words.language}/enquiry`);
  await page.getByLabel(words.passport, { exact: true }).fill(inDigitsOf(words.zero, applicant.passport));
  await page.getByLabel(words.nationality, { exact: true }).fill(applicant.nationality);
  // The date of birth day first, as the field's hint asks, in the script's digits too.
  const [year, month, day] = applicant.dob.split('-');
  await page.getByLabel(words.dob, { exact: true }).fill(inDigitsOf(words.zero, `${day}-${month}-${year}`));
  await page.getByRole('button', { name: words.submit, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/${words.language}/view-one$`));
  await expect(page.locator('html')).toHaveAttribute('dir', words.dir);
  await expect(page.getByRole('heading', { level: 1, name: words.copy })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: words.status })).toBeVisible();
  // Names, passport number and staff's words as entered; labels and the date of birth in the page's words.
  const personal = page.getByRole('region', { name: words.personal });
  await expect(personal).toContainText(applicant.surname);
  await expect(personal).toContainText(words.born);
  await expect(page.getByText(applicant.passport, { exact: true })).toBeVisible();

  // The print view: the copy without the page's controls, in the same language and direction.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: words.print, exact: true })).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: words.status })).toBeVisible();
  const heading = page.getByRole('heading', { level: 2, name: words.status });
  expect(await heading.evaluate((element) => getComputedStyle(element).direction)).toBe(words.dir);
  await page.emulateMedia({ media: 'screen' });
  expect(errors).toEqual([]);
}

test('an applicant finds their copy in Hindi, typing the passport number and date of birth in Devanagari digits, and prints it', async ({ page, request }) => {
  const applicant = await createApprovedApplicant(request);
  await applicantCopyIn(page, applicant, {
    language: 'hi',
    dir: 'ltr',
    zero: DEVANAGARI_ZERO,
    passport: 'पासपोर्ट नंबर',
    nationality: 'राष्ट्रीयता',
    dob: 'जन्म तिथि',
    submit: 'जमा करें',
    copy: 'आवेदन की कॉपी',
    status: 'आवेदन का स्टेटस: मंज़ूर',
    personal: 'A. व्यक्तिगत जानकारी',
    born: /17 अप्रैल 1992/,
    print: 'प्रिंट करें',
  });
});

test('an applicant finds their copy in Urdu, right to left, typing the passport number and date of birth in Urdu digits, and prints it', async ({ page, request }) => {
  const applicant = await createApprovedApplicant(request);
  await applicantCopyIn(page, applicant, {
    language: 'ur',
    dir: 'rtl',
    zero: 0x06f0,
    passport: 'پاسپورٹ نمبر',
    nationality: 'قومیت',
    dob: 'تاریخ پیدائش',
    submit: 'جمع کریں',
    copy: 'درخواست کی کاپی',
    status: 'درخواست کا اسٹیٹس: منظور',
    personal: 'الف۔ ذاتی معلومات',
    born: /17 اپریل،? 1992/,
    print: 'پرنٹ کریں',
  });
});

test('the language menu moves a reader from Hindi to Urdu, and the Urdu page arrives right to left with its own stylesheet', async ({ page }) => {
  await openPublicPage(page, '/hi/enquiry');
  const menu = page.locator('.top-bar summary');
  // On a phone-sized window the top bar's links are behind its toggle.
  if (!(await menu.isVisible())) await page.locator('.top-bar .navbar-toggler').click();
  await menu.click();
  await page.getByRole('list', { name: 'भाषा' }).getByRole('link', { name: 'اردو' }).click();
  await expect(page).toHaveURL(/\/ur\/enquiry$/);
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('link[rel="stylesheet"][href*="/assets/bootstrap-rtl-"]')).toHaveCount(1);
  await expect(page.locator('link[rel="stylesheet"][href*="/assets/bootstrap-"]:not([href*="bootstrap-rtl-"])')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'ویزا اسٹیٹس چیک کریں' })).toBeVisible();
});

test.describe('a first visit from a browser set to Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('is offered the Hindi page, in Hindi, on the English one, and taken there', async ({ page }) => {
    await openPublicPage(page, PAGES.enquiry);
    const offer = page.getByRole('complementary', { name: 'हिन्दी' });
    await expect(offer).toBeVisible();
    await offer.getByRole('link', { name: 'यह पेज हिन्दी में पढ़ें' }).click();
    await expect(page).toHaveURL(/\/hi\/enquiry$/);
    await expect(page.getByRole('heading', { level: 1, name: 'वीज़ा स्टेटस देखें' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'हिन्दी' })).toHaveCount(0);
  });
});
