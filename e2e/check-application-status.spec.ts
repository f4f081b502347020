/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { APPLICATION_MESSAGES, PAGES, TOPBAR_SCROLL_THRESHOLD_PX } from '@visadesk/contract';
import { createApprovedApplicant, type Applicant } from './support/applicants.ts';
import { weighScripts, WORKER_PAGE_SCRIPT_BUDGET } from './support/page-weight.ts';
import { enquire, openPublicPage } from './support/public-site.ts';

let applicant: Applicant;

test.beforeAll(async ({ request }) => {
  applicant = await createApprovedApplicant(request);
});

const loaded = (page: Page, name: string) =>
  expect.poll(() => page.getByRole('img', { name, exact: true }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0));

test('a visitor checks an approved application and prints the copy', async ({ page }) => {
  // Typed the way people do: passport in lower case with a space, nationality in lower case.
  const typedPassport = `${applicant.passport.slice(0, 4).toLowerCase()} ${applicant.passport.slice(4)}`;
  await enquire(page, { ...applicant, passport: typedPassport, nationality: 'nepali' });

  await expect(page).toHaveURL(PAGES.viewOne);
  await expect(page.getByRole('heading', { level: 2, name: 'Application Status: Approved' })).toBeVisible();
  const name = `${applicant.givenName} ${applicant.surname}`;
  await loaded(page, `Photo of ${name}`);
  await expect(page.getByText(`${applicant.surname.toUpperCase()} ${applicant.givenName}`)).toBeVisible();
  for (const section of ['A. Personal Particulars', 'B. Company Details', 'C. Passport Details', "D. Applicant's Contact Details"]) {
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'C. Passport Details' })).toContainText(applicant.passport);
  // The enquiry answers the national id masked to its last four: the applicant recognises it, nobody else learns it.
  const personal = page.getByRole('region', { name: 'A. Personal Particulars' });
  await expect(personal).toContainText(/National ID\s*•••••[A-Z0-9]{4}(?![A-Z0-9])/);
  await expect(personal).not.toContainText('NID-');
  await loaded(page, 'Visa');
  const jobLetter = page.getByRole('link', { name: /Job Letter 1 \(PDF\)/ });
  const pdf = await page.request.get((await jobLetter.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');

  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Application Status: Approved' })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // Nothing personal is kept where it outlives the tab or travels with it (ADR 006; the tab's own
  // copy is keep-the-applicant-copy.spec.ts).
  const stored = await page.evaluate(() => JSON.stringify({ h: history.state, l: { ...localStorage } }));
  expect(stored).not.toContain(applicant.passport);
  expect(page.url()).not.toContain(applicant.passport);
});

test('a status check submitted before the app has started is sent once it has, never as a plain GET', async ({ page }) => {
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => {
    releaseApp = resolve;
  });
  // Every script but the small starter waits, whatever the build named it.
  let held = 0;
  await page.route(/\/assets\/(?!start-)[^/]+\.js$/, async (route) => {
    held += 1;
    await appHeld;
    await route.continue();
  });
  await page.goto(PAGES.enquiry);
  await page.getByLabel('Passport Number', { exact: true }).fill(applicant.passport);
  await page.getByLabel('Nationality', { exact: true }).fill(applicant.nationality);
  await page.getByLabel('Date of Birth', { exact: true }).fill(applicant.dob);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(PAGES.enquiry);
  expect(page.url()).not.toContain(applicant.passport);
  expect(held).toBeGreaterThan(0);
  await expect(page.locator('html[data-app-ready]')).toHaveCount(0);

  releaseApp();
  await expect(page.getByRole('heading', { level: 2, name: 'Application Status: Approved' })).toBeVisible();
  await expect(page).toHaveURL(PAGES.viewOne);
});

test('the status check runs under 60 KB of JavaScript (gzip), in English and in Hindi', async ({ context }) => {
  for (const path of [PAGES.enquiry, `/hi${PAGES.enquiry}`]) {
    const page = await context.newPage();
    const scripts = weighScripts(page);
    await page.goto(path);
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    const javaScript = await scripts();
    test.info().annotations.push({ type: 'page weight', description: `${path}: ${javaScript.description}` });
    expect(javaScript.files).toBeGreaterThan(0);
    expect(javaScript.bytes, `${path}: ${javaScript.description}`).toBeLessThan(WORKER_PAGE_SCRIPT_BUDGET);
    await page.close();
  }
});

test('a wrong date of birth finds nothing', async ({ page }) => {
  await enquire(page, { ...applicant, dob: '1992-04-18' });
  await expect(page.getByRole('alert')).toHaveText(APPLICATION_MESSAGES.enquiryNotFound);
  await expect(page).toHaveURL(PAGES.enquiry);
});

test('part of a passport number, or a pattern, finds nothing', async ({ page }) => {
  for (const passport of [applicant.passport.slice(0, -2), '.*', `${applicant.passport.slice(0, 4)}.*`]) {
    await enquire(page, { ...applicant, passport });
    await expect(page.getByRole('alert')).toHaveText(APPLICATION_MESSAGES.enquiryNotFound);
  }
});

test('Clear empties the fields', async ({ page }) => {
  await openPublicPage(page, PAGES.enquiry);
  const fields = ['Passport Number', 'Nationality', 'Date of Birth'].map((label) => page.getByLabel(label, { exact: true }));
  await fields[0]?.fill(applicant.passport);
  await fields[1]?.fill(applicant.nationality);
  await fields[2]?.fill(applicant.dob);
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  for (const field of fields) await expect(field).toHaveValue('');
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', PAGES.login);
});

test('the top bar changes once the page scrolls 100 px and collapses on a phone', async ({ page }) => {
  await openPublicPage(page, PAGES.home);
  const bar = page.getByRole('navigation', { name: 'Main' });
  await expect(bar).not.toHaveClass(/navbar-scrolled/);
  const height = await bar.evaluate((el) => el.getBoundingClientRect().height);
  await page.evaluate((y) => window.scrollTo(0, y), TOPBAR_SCROLL_THRESHOLD_PX + 50);
  await expect(bar).toHaveClass(/navbar-scrolled/);
  // The style changes; the size does not, so nothing below it moves.
  expect(await bar.evaluate((el) => el.getBoundingClientRect().height)).toBe(height);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).not.toHaveClass(/navbar-scrolled/);

  await page.setViewportSize({ width: 390, height: 800 });
  const enquiryLink = bar.getByRole('link', { name: 'VISA ENQUIRY' });
  await expect(enquiryLink).toBeHidden();
  await bar.getByRole('button', { name: 'Toggle navigation' }).click();
  await enquiryLink.click();
  await expect(page).toHaveURL(PAGES.enquiry);
});
