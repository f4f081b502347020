import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API } from '@visadesk/contract';
import { createApprovedApplicant, type Applicant } from './support/applicants.ts';
import { openPublicPage } from './support/public-site.ts';
import { SUPER_ADMIN } from './support/staff.ts';

/**
 * Values on pages in other scripts (ADR 037), on a phone: on an Urdu page the agency's phone number
 * still reads "+977 1-4435566", not "4435566-1 977+"; on a Nepali page dates name the month in
 * Nepali and give the Bikram Sambat date beside, and the date of birth may be typed year first.
 * Settings change what every visitor sees, so this journey runs after the others and puts them back.
 */
const PHONE = '+977 1-4435566';
const EMAIL = 'desk@maple-route.example';
const NEXT_STEP = 'Bring your passport to our office on Monday.';

test.use({ viewport: { width: 390, height: 844 } });

async function withContacts(request: APIRequestContext, run: () => Promise<void>) {
  const login = await request.post(API.users.login, { data: SUPER_ADMIN });
  const headers = { Authorization: ((await login.json()) as { token: string }).token };
  const before = (await (await request.get(API.settings, { headers })).json()) as { nextSteps: Record<string, unknown> };
  const contacts = { ...before, phone: PHONE, email: EMAIL, nextSteps: { ...before.nextSteps, approved: { en: NEXT_STEP } } };
  expect((await request.put(API.settings, { headers, data: contacts })).status()).toBe(200);
  try {
    await run();
  } finally {
    expect((await request.put(API.settings, { headers, data: before })).status()).toBe(200);
  }
}

interface Reading {
  isolate: string;
  direction: string;
  unicodeBidi: string;
  /** Where the value's first and last characters are drawn, from the left edge of the window. */
  firstLeft: number;
  lastLeft: number;
}

/** How each visible occurrence of `value` is set apart and drawn. */
function readingsOf(page: Page, value: string): Promise<Reading[]> {
  return page.evaluate((value) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const readings: Reading[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(value) ?? -1;
      if (at < 0 || !node.parentElement?.checkVisibility()) continue;
      const box = (start: number) => {
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, start + 1);
        return range.getBoundingClientRect().left;
      };
      const isolate = node.parentElement.closest('[dir]') as HTMLElement;
      const style = getComputedStyle(isolate);
      readings.push({
        isolate: `${isolate.tagName.toLowerCase()} ${isolate.getAttribute('dir') ?? ''}`,
        direction: style.direction,
        unicodeBidi: style.unicodeBidi,
        firstLeft: box(at),
        lastLeft: box(at + value.length - 1),
      });
    }
    return readings;
  }, value);
}

async function findCopy(page: Page, language: string, applicant: Applicant, words: { passport: string; nationality: string; dob: string; submit: string }, dob: string) {
  await openPublicPage(page, `/${language}/enquiry`);
  await page.getByLabel(words.passport, { exact: true }).fill(applicant.passport);
  await page.getByLabel(words.nationality, { exact: true }).fill(applicant.nationality);
  await page.getByLabel(words.dob, { exact: true }).fill(dob);
  await page.getByRole('button', { name: words.submit, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${language}/view-one$`));
}

test('on an Urdu copy, the phone number, email address and passport number read left to right, the next step as written', async ({ page, request }) => {
  const applicant = await createApprovedApplicant(request);
  await withContacts(request, async () => {
    const words = { passport: 'پاسپورٹ نمبر', nationality: 'قومیت', dob: 'تاریخ پیدائش', submit: 'جمع کریں' };
    await findCopy(page, 'ur', applicant, words, '17-04-1992');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText(NEXT_STEP)).toBeVisible();
    await expect(page.getByText(PHONE).first()).toBeVisible();

    // Under the status and in the footer: each in a left-to-right isolate, its "+" drawn left of its last digit.
    for (const value of [PHONE, EMAIL]) {
      // The footer's contacts may arrive after the status's: both are waited for.
      await expect.poll(async () => (await readingsOf(page, value)).length, { message: value }).toBe(2);
      const readings = await readingsOf(page, value);
      for (const reading of readings) {
        expect(reading, value).toMatchObject({ isolate: 'bdi ltr', direction: 'ltr', unicodeBidi: 'isolate' });
        expect(reading.firstLeft, `${value} starts at the left`).toBeLessThan(reading.lastLeft);
      }
    }
    const [passport] = await readingsOf(page, applicant.passport);
    expect(passport).toMatchObject({ isolate: 'bdi ltr', direction: 'ltr' });
    // The date of birth names its month in Urdu, never Chromium's "M04".
    await expect(page.getByRole('region', { name: 'الف۔ ذاتی معلومات' })).toContainText('اپریل');
    await expect(page.locator('main')).not.toContainText(/\bM0\d\b|April/);
    const [next] = await readingsOf(page, NEXT_STEP);
    // English words on an Urdu page: their own direction, so the full stop stays at their end.
    // Written in English only: a span marked lang="en" with dir="auto", isolated all the same (ADR 039).
    expect(next).toMatchObject({ isolate: 'span auto', direction: 'ltr', unicodeBidi: 'isolate' });

    // The print view is the same page: the values keep their order on paper.
    await page.emulateMedia({ media: 'print' });
    const [printed] = await readingsOf(page, PHONE);
    expect(printed?.firstLeft).toBeLessThan(printed?.lastLeft ?? 0);
    await page.emulateMedia({ media: 'screen' });

    // The status check page's footer too.
    await openPublicPage(page, '/ur/enquiry');
    await expect(page.getByText(PHONE)).toBeVisible();
    const [footer] = await readingsOf(page, PHONE);
    expect(footer).toMatchObject({ isolate: 'bdi ltr', direction: 'ltr' });
    expect(footer?.firstLeft).toBeLessThan(footer?.lastLeft ?? 0);
  });
});

test('a Nepali applicant types the date of birth year first, in Devanagari digits, and reads dates with Nepali month names and the Bikram Sambat date', async ({ page, request }) => {
  const applicant = await createApprovedApplicant(request);
  const words = { passport: 'पासपोर्ट नम्बर', nationality: 'राष्ट्रियता', dob: 'जन्म मिति', submit: 'पेस गर्नुहोस्' };
  // 1992-04-17, as a Nepali phone keyboard types it, year first.
  await findCopy(page, 'ne', applicant, words, '१९९२/०४/१७');
  await expect(page.getByRole('heading', { level: 1, name: 'आवेदनको कपी' })).toBeVisible();
  const personal = page.getByRole('region', { name: 'A. व्यक्तिगत विवरण' });
  await expect(personal).toContainText('१७ अप्रिल १९९२ (५ बैशाख २०४९ वि.सं.)');
  // What Chromium's own Nepali formatting would have written.
  await expect(page.locator('main')).not.toContainText(/\bM0\d\b|April/);
  await page.emulateMedia({ media: 'print' });
  await expect(personal).toContainText('१७ अप्रिल १९९२ (५ बैशाख २०४९ वि.सं.)');
  await page.emulateMedia({ media: 'screen' });
  const [passport] = await readingsOf(page, applicant.passport);
  expect(passport).toMatchObject({ isolate: 'bdi ltr', direction: 'ltr' });
});

/** The status check's words and April's name in Hindi and Nepali (the catalogues' and Intl's). */
const LEFT_TO_RIGHT_PAGES = [
  { language: 'hi', name: 'Hindi', passport: 'पासपोर्ट नंबर', nationality: 'राष्ट्रीयता', dob: 'जन्म तिथि', submit: 'जमा करें', april: 'अप्रैल' },
  { language: 'ne', name: 'Nepali', passport: 'पासपोर्ट नम्बर', nationality: 'राष्ट्रियता', dob: 'जन्म मिति', submit: 'पेस गर्नुहोस्', april: 'अप्रिल' },
] as const;

for (const words of LEFT_TO_RIGHT_PAGES) {
  test(`on a ${words.name} copy too, the phone number, email address and passport number are isolated, and the date of birth names its month`, async ({ page, request }) => {
    const applicant = await createApprovedApplicant(request);
    await withContacts(request, async () => {
      await findCopy(page, words.language, applicant, words, '1992-04-17');
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await expect(page.getByText(PHONE).first()).toBeVisible();
      // A Devanagari page around them: each value still its own left-to-right isolate, under the status and in the footer.
      for (const value of [PHONE, EMAIL]) {
        await expect.poll(async () => (await readingsOf(page, value)).length, { message: value }).toBe(2);
        const readings = await readingsOf(page, value);
        for (const reading of readings) expect(reading, value).toMatchObject({ isolate: 'bdi ltr', direction: 'ltr', unicodeBidi: 'isolate' });
      }
      const [passport] = await readingsOf(page, applicant.passport);
      expect(passport).toMatchObject({ isolate: 'bdi ltr', direction: 'ltr' });
      const personal = page.getByRole('region', { name: /^A\. / });
      await expect(personal).toContainText(words.april);
      await expect(page.locator('main')).not.toContainText(/\bM0\d\b|April/);
    });
  });
}
