import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API, PAGES } from '@visadesk/contract';
import { createApprovedApplicant, type Applicant } from './support/applicants.ts';
import { weighScripts, WORKER_PAGE_SCRIPT_BUDGET } from './support/page-weight.ts';
import { enquire, heldProof, openPublicPage } from './support/public-site.ts';
import { SUPER_ADMIN } from './support/staff.ts';

/**
 * The applicant checks their status; the answer's signed statement is what their copy's QR code
 * carries. The answer is read as the enquiry holds it for the copy's page (its body is gone once
 * that page loads).
 */
async function statementOf(page: Page, applicant: Applicant): Promise<string> {
  await enquire(page, applicant);
  await expect(page).toHaveURL(PAGES.viewOne);
  const proof = await heldProof(page);
  expect(proof).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  return proof;
}

/** The application's id, as the statement names it (its `sub`). */
const applicationOf = (statement: string) => (JSON.parse(Buffer.from(statement.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;

async function rejectThroughApi(request: APIRequestContext, id: string): Promise<void> {
  const login = await request.post(API.users.login, { data: SUPER_ADMIN });
  const { token } = (await login.json()) as { token: string };
  const rejected = await request.put(API.applications.reject(id), { headers: { Authorization: token }, data: { reason: 'Documents expired' } });
  expect(rejected.status(), await rejected.text()).toBe(200);
}

/** Puts a statement in the page's address as the QR code's link does (`/verify#<statement>`), without loading the page again. */
const openStatement = (page: Page, statement: string) => page.evaluate((hash) => {
  window.location.hash = hash;
}, statement);

test('a lender checks a copy with the network cut, then learns online that it is no longer current', async ({ page, context, request }) => {
  const applicant = await createApprovedApplicant(request);
  const statement = await statementOf(page, applicant);

  // The verifier opened the page once online: the agency's keys are on the phone.
  await openPublicPage(page, PAGES.verify);
  await expect(page.getByRole('heading', { level: 1, name: 'Check an applicant copy' })).toBeVisible();
  await context.setOffline(true);
  await openStatement(page, statement);
  const result = page.locator('.verify-result');
  await expect(result.getByText('Genuine', { exact: true })).toBeVisible();
  await expect(result).toContainText(`${applicant.givenName} ${applicant.surname}`);
  await expect(result).toContainText(`•••••${applicant.passport.slice(-4)}`);
  await expect(result).toContainText('Approved');
  await expect(result).toContainText('Checked on this phone only. Connect to the internet to see whether it is still current.');
  // Exactly the statement's fields: nothing the paper copy holds beyond them.
  await expect(result).not.toContainText(applicant.passport);
  await expect(result).not.toContainText(applicant.email);

  // One character of the signed part changed: refused, in plain words.
  const [header, claims, signature] = statement.split('.') as [string, string, string];
  const flipped = `${header}.${claims}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
  await openStatement(page, flipped);
  await expect(result.getByText('Not genuine', { exact: true })).toBeVisible();
  await expect(result).toContainText('This has been changed since the agency signed it. Do not trust this copy.');
  await openStatement(page, statement.slice(0, 120));
  await expect(result).toContainText('This is not a whole statement from an applicant copy');

  // Back online, after the agency rejected the application: genuine, but no longer current.
  await context.setOffline(false);
  await rejectThroughApi(request, applicationOf(statement));
  await openStatement(page, statement);
  await expect(result.getByText('Genuine', { exact: true })).toBeVisible();
  await expect(result).toContainText('No longer current: the application has changed since this copy was issued. Ask the agency.');
  // Without saying more: the statement's own decision, never the new one.
  await expect(result).toContainText('Approved');
  await expect(result).not.toContainText('Rejected');
});

test('the QR code link opens the check in the page language: Urdu, right to left, the passport left to right', async ({ page, request }) => {
  const applicant = await createApprovedApplicant(request);
  const statement = await statementOf(page, applicant);
  // The copy's page may still be fetching its QR code's encoder: weigh only what the next page loads.
  await page.goto('about:blank');
  const scripts = weighScripts(page);
  await page.goto(`/ur${PAGES.verify}#${statement}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const result = page.locator('.verify-result');
  await expect(result.getByText('اصلی', { exact: true })).toBeVisible();
  await expect(result).toContainText('اب بھی درست: ایجنسی کا ریکارڈ اس نقل سے ملتا ہے۔');
  await expect(result.locator('bdi[dir="ltr"]', { hasText: `•••••${applicant.passport.slice(-4)}` })).toBeVisible();
  // Everything the page ran, its check included, weighs under the worker's pages' budget.
  const javaScript = await scripts();
  expect(javaScript.bytes).toBeLessThan(WORKER_PAGE_SCRIPT_BUDGET);
  test.info().annotations.push({ type: 'verification page JavaScript', description: javaScript.description });
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a QR code opened with no network, on a phone that opened the page once before, is checked all the same', async ({ page, context, request }) => {
    const applicant = await createApprovedApplicant(request);
    const statement = await statementOf(page, applicant);
    await openPublicPage(page, PAGES.verify);
    // The page keeps itself once the service worker is in charge.
    await expect.poll(() => page.evaluate(async () => Boolean(navigator.serviceWorker.controller) && Boolean(await (await caches.open('visadesk-pages')).match('/verify')))).toBe(true);
    await page.goto('about:blank');

    await context.setOffline(true);
    const opened = await page.goto(`${PAGES.verify}#${statement}`);
    expect(opened?.fromServiceWorker()).toBe(true);
    const result = page.locator('.verify-result');
    await expect(result.getByText('Genuine', { exact: true })).toBeVisible();
    await expect(result).toContainText('Checked on this phone only. Connect to the internet to see whether it is still current.');
    // The network is really out of reach, the service worker's included: a page it never kept does not open.
    await expect(page.goto('/fr/enquiry')).rejects.toThrow(/ERR_FAILED|ERR_INTERNET_DISCONNECTED/);
    await context.setOffline(false);
  });
});
