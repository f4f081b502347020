import { expect, test, type Page } from '@playwright/test';
import { AUTH_MESSAGES, PAGES } from '@visadesk/contract';
import { createApprovedApplicant } from './support/applicants.ts';
import { watchBrowserProblems } from './support/browser-problems.ts';
import { signIn } from './support/desk.ts';
import { openPublicPage } from './support/public-site.ts';
import { uniqueEmail } from './support/staff.ts';

const PUBLIC_PAGES: string[] = [PAGES.home, PAGES.enquiry, PAGES.viewOne, PAGES.verify, PAGES.jobs, PAGES.login, PAGES.register, PAGES.forgotPassword, PAGES.resetPassword, PAGES.acceptInvitation];
/**
 * Every other page of the spec's route table; the one that needs an application's id is
 * visitAnApplication. The applicant's upload page is public and needs a link's token: its own journeys
 * open it (send-documents-by-link.spec.ts).
 */
const STAFF_PAGES = Object.values(PAGES).filter((path) => !PUBLIC_PAGES.includes(path) && !path.includes(':') && path !== PAGES.upload && path !== PAGES.receipt);

/** Holds every script but the small starter until the returned function is called. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/(?!start-)[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return () => {
    release();
    void page.unrouteAll({ behavior: 'ignoreErrors' });
  };
}

async function visitPublicPages(page: Page): Promise<void> {
  for (const path of PUBLIC_PAGES) {
    await openPublicPage(page, path);
    await page.waitForLoadState('networkidle');
  }
}

/** Opens each staff page by its address, as a bookmark or a reload does, and lets it settle. */
async function visitStaffPages(page: Page): Promise<void> {
  for (const path of STAFF_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Staff menu' })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
}

test('a visitor browses the public pages and meets no browser error', async ({ page }) => {
  const problems = watchBrowserProblems(page);
  await visitPublicPages(page);
  expect(problems).toEqual([]);
});

test('a newly registered staff member reloads the login page and keeps what they typed, without errors', async ({ page }) => {
  const problems = watchBrowserProblems(page);
  const email = uniqueEmail('nabin');
  await openPublicPage(page, PAGES.register);
  await page.getByLabel('Name', { exact: true }).fill('Nabin Thapa');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Nabin-e2e-password-1');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(PAGES.login);
  await expect(page.getByRole('status').filter({ hasText: AUTH_MESSAGES.registered })).toBeVisible();

  // A phone restores the tab later: the page loads again and the applicant types before the app has started.
  const release = await holdTheApp(page);
  await page.reload();
  const emailField = page.getByLabel('Email', { exact: true });
  await emailField.fill(email);
  release();
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  await expect(emailField).toHaveValue(email);
  await expect(page.getByRole('status').filter({ hasText: AUTH_MESSAGES.registered })).toBeVisible();

  await visitPublicPages(page);
  expect(problems).toEqual([]);
});

/** The pages that need an application: reached from the list, opened by address, and its print view. */
async function visitAnApplication(page: Page, passport: string): Promise<void> {
  await page.goto(`${PAGES.application}?search=${passport}`);
  await page.getByRole('row').filter({ hasText: passport }).getByRole('link', { name: /^View/ }).click();
  await expect(page).toHaveURL(/\/updateApplicationView\/[0-9a-f]{24}$/);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Staff menu' })).toBeVisible();
  await page.getByRole('link', { name: 'Print view', exact: true }).click();
  await expect(page).toHaveURL(/\/updateApplicationView\/[0-9a-f]{24}\/print$/);
  await page.waitForLoadState('networkidle');
}

test('the super admin opens every staff page, signs out and browses on, without browser errors', async ({ page, request }) => {
  // Every staff page, an application, its print view, then every public page twice: a minute on a busy machine.
  test.slow();
  const applicant = await createApprovedApplicant(request);
  const problems = watchBrowserProblems(page);
  await signIn(page);
  await visitStaffPages(page);
  await visitAnApplication(page, applicant.passport);
  await visitPublicPages(page);

  await page.goto(PAGES.dashboard);
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(page).toHaveURL(PAGES.home);
  await visitPublicPages(page);
  expect(problems).toEqual([]);
});
