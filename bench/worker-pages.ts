import { chromium, expect, request } from '@playwright/test';
import { API, languageOfPath, localisedPath, PAGES } from '@visadesk/contract';
import { createApprovedApplicant } from '../e2e/support/applicants.ts';
import { SUPER_ADMIN } from '../e2e/support/staff.ts';

/**
 * The worker's pages (ADR 050, 053): performance ≥ 98 on a phone and under 60 KB of JavaScript gzip,
 * as e2e/support/page-weight.ts holds them in the journeys. The applicant copy's page shows the
 * tab's copy, which Lighthouse's fresh tab does not have, or one kept on the phone: a copy is kept
 * first (keepACopy), and the page audited without clearing the site's storage.
 */
export const WORKER_BUDGET = { performance: 98, accessibility: 100, jsGzipKb: 60, cls: 0 };

/** An upload link's page for an applicant added for the bench, in Hindi, as a worker opens it. */
async function uploadPage(baseURL: string): Promise<string> {
  const api = await request.newContext({ baseURL });
  try {
    const { id } = await createApprovedApplicant(api);
    const login = await api.post(API.users.login, { data: SUPER_ADMIN });
    const { token } = (await login.json()) as { token: string };
    const asked = await api.post(API.applications.requestDocuments(id), { headers: { Authorization: token }, data: { slots: ['file2'] } });
    if (asked.status() !== 201 && asked.status() !== 200) throw new Error(`Asking for documents answered ${asked.status()}: ${await asked.text()}`);
    const { link } = (await asked.json()) as { link: string };
    return localisedPath(languageOfPath(new URL(link, baseURL).pathname).path, 'hi');
  } finally {
    await api.dispose();
  }
}

/** The applicant copy's pages, audited with a copy kept on the phone (their storage left as it is). */
export const COPY_PAGES: readonly string[] = [PAGES.viewOne, localisedPath(PAGES.viewOne, 'ur')];

/** The worker's pages to audit: the status check in English and Urdu, the check of a copy, an upload link and the copy. */
export async function workerPages(baseURL: string): Promise<string[]> {
  return [PAGES.enquiry, localisedPath(PAGES.enquiry, 'ur'), PAGES.verify, await uploadPage(baseURL), ...COPY_PAGES];
}

/**
 * Keeps an applicant's copy on the phone, as a worker does: in the audited browser (over its
 * debugging port), an approved applicant's status checked and "Keep this copy on this phone"
 * pressed. The copy's page then shows it, its photo and QR code, in a tab of its own.
 */
export async function keepACopy(baseURL: string, port: number): Promise<void> {
  const api = await request.newContext({ baseURL });
  const applicant = await createApprovedApplicant(api).finally(() => api.dispose());
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const [context] = browser.contexts();
  if (!context) throw new Error('The audited browser has no context to keep a copy in.');
  const page = await context.newPage();
  try {
    // The browser's own context has no base address: the enquiry as e2e/support/public-site.ts fills it, at a full one.
    await page.goto(`${baseURL}${PAGES.enquiry}`);
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    await page.getByLabel('Passport Number', { exact: true }).fill(applicant.passport);
    await page.getByLabel('Nationality', { exact: true }).fill(applicant.nationality);
    await page.getByLabel('Date of Birth', { exact: true }).fill(applicant.dob);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('button', { name: 'Keep this copy on this phone' }).click();
    await expect(page.getByText(/^Kept on this phone until /)).toBeVisible();
  } finally {
    await page.close();
  }
}
