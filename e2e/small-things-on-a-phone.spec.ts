import { expect, test, type Page } from '@playwright/test';
import { API, PAGES } from '@visadesk/contract';
import { createApprovedApplicant, type Applicant } from './support/applicants.ts';
import { signIn } from './support/desk.ts';
import { openPublicPage } from './support/public-site.ts';
import { addApplications, uniqueWord } from './support/seed-applications.ts';

// Small things a new agency and its applicants misread, on an everyday phone.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The status check's words in Nepali, Hindi and Urdu (the catalogues' translations). */
const STATUS_CHECK = [
  { language: 'ne', passport: 'पासपोर्ट नम्बर', nationality: 'राष्ट्रियता', dob: 'जन्म मिति', submit: 'पेस गर्नुहोस्', login: 'लगइन', copy: 'आवेदनको कपी' },
  { language: 'hi', passport: 'पासपोर्ट नंबर', nationality: 'राष्ट्रीयता', dob: 'जन्म तिथि', submit: 'जमा करें', login: 'लॉगिन', copy: 'आवेदन की कॉपी' },
  { language: 'ur', passport: 'پاسپورٹ نمبر', nationality: 'قومیت', dob: 'تاریخ پیدائش', submit: 'جمع کریں', login: 'لاگ ان', copy: 'درخواست کی کاپی' },
] as const;

/** How far the page reaches beyond the screen's width: 0 when nothing needs sideways scrolling. */
const overflowOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const words of STATUS_CHECK) {
  test(`the staff Login is well away from the applicant's Submit on the status page (${words.language})`, async ({ page }) => {
    await openPublicPage(page, `/${words.language}/enquiry`);
    const submit = page.getByRole('button', { name: words.submit, exact: true });
    const form = page.locator('form').filter({ has: submit });
    const login = page.getByRole('main').getByRole('link', { name: words.login, exact: true });
    await expect(login).toHaveAttribute('href', `/${words.language}${PAGES.login}`);
    await expect(form.getByRole('link', { name: words.login, exact: true })).toHaveCount(0);
    await login.scrollIntoViewIfNeeded();
    const submitBox = await submit.boundingBox();
    const loginBox = await login.boundingBox();
    if (!submitBox || !loginBox) throw new Error('Submit or Login is not laid out');
    // Below the whole form and its card, not beside or just under Submit: a thumb's width and more away.
    expect(loginBox.y - (submitBox.y + submitBox.height)).toBeGreaterThanOrEqual(60);
    expect(await overflowOf(page)).toBe(0);
  });

  test(`the printed applicant copy is headed with the agency's name (${words.language})`, async ({ page, request }) => {
    const applicant: Applicant = await createApprovedApplicant(request);
    const { consultancyName } = (await (await request.get(API.publicSettings)).json()) as { consultancyName: string };
    await openPublicPage(page, `/${words.language}/enquiry`);
    await page.getByLabel(words.passport, { exact: true }).fill(applicant.passport);
    await page.getByLabel(words.nationality, { exact: true }).fill(applicant.nationality);
    const [year, month, day] = applicant.dob.split('-');
    await page.getByLabel(words.dob, { exact: true }).fill(`${day}-${month}-${year}`);
    await page.getByRole('button', { name: words.submit, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${words.language}/view-one$`));
    const title = page.getByRole('heading', { level: 1, name: words.copy });
    await expect(title).toBeVisible();

    const letterhead = page.getByText(consultancyName, { exact: true }).and(page.locator('.print-letterhead'));
    await expect(letterhead).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(letterhead).toBeVisible();
    const [headBox, titleBox] = [await letterhead.boundingBox(), await title.boundingBox()];
    expect(headBox && titleBox && headBox.y + headBox.height <= titleBox.y).toBe(true);
    await page.emulateMedia({ media: 'screen' });
  });
}

test('the dashboard fits a phone: its tables within the screen, the chart scrolling within itself with readable month labels', async ({ page, request }) => {
  const word = uniqueWord();
  // Recent activity to list: two applications added, one approved.
  await addApplications(request, word, [
    { surname: `Thapa${word}`, givenN: 'Ram', nationality: 'Nepal', jobTitle: 'Cook' },
    { surname: `Rai${word}`, givenN: 'Sita', nationality: 'Nepal', jobTitle: 'Driving', approved: true },
  ]);
  await signIn(page);
  await page.goto(PAGES.dashboard);
  const activity = page.getByRole('region', { name: 'Recent activity' });
  await expect(activity.getByRole('table')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await overflowOf(page)).toBe(0);

  // Every table shows all its columns within its own width: nothing cut off at the card's edge.
  const tables = page.getByRole('main').locator('table.stacked-table');
  expect(await tables.count()).toBeGreaterThan(0);
  for (const table of await tables.all()) {
    const cut = await table.evaluate((element) => {
      const box = element.parentElement as HTMLElement;
      return box.scrollWidth - box.clientWidth;
    });
    expect(cut).toBe(0);
  }

  const chart = page.getByRole('region', { name: 'The last twelve months' });
  await expect(chart.getByText('Swipe sideways to see every month.')).toBeVisible();
  const labels = await chart.locator('svg.monthly-chart').evaluate((svg) => {
    const drawn = svg as SVGSVGElement;
    const scale = drawn.getBoundingClientRect().width / drawn.viewBox.baseVal.width;
    return [...drawn.querySelectorAll('text.chart-label')].map((label) => parseFloat(getComputedStyle(label).fontSize) * scale);
  });
  expect(labels).toHaveLength(12);
  for (const size of labels) expect(size).toBeGreaterThanOrEqual(12);
  // The chart scrolls within its card, opening on the latest month.
  const scroller = chart.getByRole('group');
  const { scrollable, atEnd } = await scroller.evaluate((box) => ({
    scrollable: box.scrollWidth > box.clientWidth,
    atEnd: Math.abs(box.scrollLeft + box.clientWidth - box.scrollWidth) <= 1,
  }));
  expect(scrollable).toBe(true);
  expect(atEnd).toBe(true);
});
