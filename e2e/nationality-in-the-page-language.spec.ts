/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { createApprovedApplicant, type Applicant } from './support/applicants.ts';
import { openPublicPage } from './support/public-site.ts';

// Applicants check their status on their phones, in their own language and script.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

interface PageWords {
  language: 'ne' | 'hi' | 'ur';
  passport: string;
  nationality: string;
  dob: string;
  submit: string;
  status: string;
}

const NEPALI: PageWords = { language: 'ne', passport: 'पासपोर्ट नम्बर', nationality: 'राष्ट्रियता', dob: 'जन्म मिति', submit: 'पेस गर्नुहोस्', status: 'आवेदनको स्थिति: स्वीकृत' };
const HINDI: PageWords = { language: 'hi', passport: 'पासपोर्ट नंबर', nationality: 'राष्ट्रीयता', dob: 'जन्म तिथि', submit: 'जमा करें', status: 'आवेदन का स्टेटस: मंज़ूर' };
const URDU: PageWords = { language: 'ur', passport: 'پاسپورٹ نمبر', nationality: 'قومیت', dob: 'تاریخ پیدائش', submit: 'جمع کریں', status: 'درخواست کا اسٹیٹس: منظور' };

/** What the nationality field offers, in order. */
const offered = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((input: HTMLInputElement) => [...(input.list?.options ?? [])].map((option) => option.value));

async function findIn(page: Page, words: PageWords, applicant: Applicant, typed: string) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openPublicPage(page, `/${words.language}/enquiry`);
  await page.getByLabel(words.passport, { exact: true }).fill(applicant.passport);
  await page.getByLabel(words.nationality, { exact: true }).fill(typed);
  const [year, month, day] = applicant.dob.split('-');
  await page.getByLabel(words.dob, { exact: true }).fill(`${day}-${month}-${year}`);
  await page.getByRole('button', { name: words.submit, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/${words.language}/view-one$`));
  await expect(page.getByRole('heading', { level: 2, name: words.status })).toBeVisible();
  await expect(page.getByText(applicant.passport, { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
}

test('on the Nepali page the picker offers the countries in Nepali, and नेपाली finds the application', async ({ page, request }) => {
  const applicant = await createApprovedApplicant(request);
  await openPublicPage(page, '/ne/enquiry');
  await expect.poll(() => offered(page, NEPALI.nationality)).toHaveLength(250);
  expect((await offered(page, NEPALI.nationality)).slice(0, 6)).toEqual(['नेपाल', 'बङ्गलादेश', 'भारत', 'पाकिस्तान', 'श्रीलङ्का', 'फिलिपिन्स']);
  await findIn(page, NEPALI, applicant, 'नेपाली');
});

test('on the Hindi page नेपाली finds an application the desk saved as Nepal, and भारतीय one saved as India', async ({ page, request }) => {
  await findIn(page, HINDI, await createApprovedApplicant(request), 'नेपाली');
  await findIn(page, HINDI, await createApprovedApplicant(request, { nationality: 'India' }), 'भारतीय');
});

test('on the Urdu page پاکستانی finds an application the desk saved as Pakistan, and a wrong nationality finds nothing', async ({ page, request }) => {
  const applicant = await createApprovedApplicant(request, { nationality: 'Pakistan' });
  await openPublicPage(page, '/ur/enquiry');
  await expect.poll(async () => (await offered(page, URDU.nationality)).slice(0, 4)).toEqual(['نیپال', 'بنگلہ دیش', 'بھارت', 'پاکستان']);
  // The wrong country first: the spec's answer, in Urdu.
  await page.getByLabel(URDU.passport, { exact: true }).fill(applicant.passport);
  await page.getByLabel(URDU.nationality, { exact: true }).fill('نیپالی');
  await page.getByLabel(URDU.dob, { exact: true }).fill('17-04-1992');
  await page.getByRole('button', { name: URDU.submit, exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('کوئی درست درخواست نہیں ملی۔ براہ کرم اپنی درج کردہ معلومات چیک کریں۔');
  await expect(page).toHaveURL(/\/ur\/enquiry$/);
  await findIn(page, URDU, applicant, 'پاکستانی');
});
