import { expect, test, type Page } from '@playwright/test';
import { APPLICATION_MESSAGES, PAGES } from '@visadesk/contract';
import { createApprovedApplicant, type Applicant } from './support/applicants.ts';
import { weighScripts, WORKER_PAGE_SCRIPT_BUDGET } from './support/page-weight.ts';
import { enquire } from './support/public-site.ts';

let applicant: Applicant;

test.beforeAll(async ({ request }) => {
  applicant = await createApprovedApplicant(request);
});

const copyHeading = (page: Page) => page.getByRole('heading', { level: 2, name: 'Application Status: Approved' });
/** What this tab's session storage holds besides the router's scroll positions. */
const storedCopy = (page: Page) =>
  page.evaluate(() => Object.entries({ ...window.sessionStorage }).filter(([key]) => !key.startsWith('react-router')));

test('the applicant copy survives a reload and Back, and "Forget this copy" removes it', async ({ page }) => {
  await enquire(page, applicant);
  await expect(page).toHaveURL(PAGES.viewOne);
  await expect(copyHeading(page)).toBeVisible();
  expect(JSON.stringify(await storedCopy(page))).toContain(applicant.passport);

  await page.reload();
  await expect(copyHeading(page)).toBeVisible();
  await expect(page.getByRole('region', { name: 'C. Passport Details' })).toContainText(applicant.passport);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'VISA ENQUIRY' }).click();
  await expect(page).toHaveURL(PAGES.enquiry);
  await page.goBack();
  await expect(copyHeading(page)).toBeVisible();

  await page.getByRole('button', { name: 'Forget this copy', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('This copy has been forgotten on this device.');
  await expect(copyHeading(page)).toHaveCount(0);
  expect(await storedCopy(page)).toEqual([]);
  await page.reload();
  await expect(page.getByText(APPLICATION_MESSAGES.noApplicationData)).toBeVisible();
  await expect(copyHeading(page)).toHaveCount(0);
});

test('the copy, its QR code drawn, runs under 60 KB of JavaScript (gzip) and arrives without moving the page, in English and in Urdu', async ({ page }) => {
  await enquire(page, applicant);
  await expect(copyHeading(page)).toBeVisible();
  // Kept on the phone too: the page says so from its first paint, instead of after reading the phone's storage.
  await page.getByRole('button', { name: 'Keep this copy on this phone' }).click();
  await expect(page.getByText(/^Kept on this phone until /)).toBeVisible();
  // Every script from the network, none from this tab's cache: what a first visit downloads.
  await (await page.context().newCDPSession(page)).send('Network.setCacheDisabled', { cacheDisabled: true });
  for (const [path, qrName, kept] of [
    [PAGES.viewOne, 'Scan to check this copy', /^Kept on this phone until /],
    [`/ur${PAGES.viewOne}`, 'اس نقل کی تصدیق کے لیے اسکین کریں', /اس فون پر رکھی گئی ہے۔$/],
  ] as const) {
    const scripts = weighScripts(page);
    // The tab's copy opened afresh at each address: every script the page runs, the QR code's encoder included.
    await page.goto(path);
    await expect(page.getByRole('img', { name: qrName })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: kept })).toBeVisible();
    const javaScript = await scripts();
    test.info().annotations.push({ type: 'page weight', description: `${path}: ${javaScript.description}` });
    expect(javaScript.files).toBeGreaterThan(0);
    expect(javaScript.bytes, `${path}: ${javaScript.description}`).toBeLessThan(WORKER_PAGE_SCRIPT_BUDGET);
    // The copy comes after the page has painted; nothing in view moved when it did.
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            resolve(list.getEntries().reduce((sum, entry) => sum + (entry as PerformanceEntry & { value: number }).value, 0));
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(0), 1000);
        }),
    );
    expect(shifts, `${path}: layout shift`).toBe(0);
  }
});

test('after 30 minutes the copy says it has expired and leads back to the enquiry', async ({ page }) => {
  await page.clock.install();
  await enquire(page, applicant);
  await expect(copyHeading(page)).toBeVisible();

  await page.clock.fastForward('29:00');
  await expect(copyHeading(page)).toBeVisible();
  await page.clock.fastForward('01:01');
  await expect(page.getByRole('status')).toContainText('This copy has expired.');
  await expect(copyHeading(page)).toHaveCount(0);
  expect(await storedCopy(page)).toEqual([]);

  await page.getByRole('main').getByRole('link', { name: 'Check your application status', exact: true }).click();
  await expect(page).toHaveURL(PAGES.enquiry);
});
