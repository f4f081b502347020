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

test('the copy, its QR code drawn, runs under 60 KB of JavaScript (gzip), in English and in Urdu', async ({ page }) => {
  await enquire(page, applicant);
  await expect(copyHeading(page)).toBeVisible();
  // Every script from the network, none from this tab's cache: what a first visit downloads.
  await (await page.context().newCDPSession(page)).send('Network.setCacheDisabled', { cacheDisabled: true });
  for (const [path, qrName] of [[PAGES.viewOne, 'Scan to check this copy'], [`/ur${PAGES.viewOne}`, 'اس نقل کی تصدیق کے لیے اسکین کریں']] as const) {
    const scripts = weighScripts(page);
    // The tab's copy opened afresh at each address: every script the page runs, the QR code's encoder included.
    await page.goto(path);
    await expect(page.getByRole('img', { name: qrName })).toBeVisible();
    const javaScript = await scripts();
    test.info().annotations.push({ type: 'page weight', description: `${path}: ${javaScript.description}` });
    expect(javaScript.files).toBeGreaterThan(0);
    expect(javaScript.bytes, `${path}: ${javaScript.description}`).toBeLessThan(WORKER_PAGE_SCRIPT_BUDGET);
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
