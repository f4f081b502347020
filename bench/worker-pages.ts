import { request } from '@playwright/test';
import { API, languageOfPath, localisedPath, PAGES } from '@visadesk/contract';
import { createApprovedApplicant } from '../e2e/support/applicants.ts';
import { SUPER_ADMIN } from '../e2e/support/staff.ts';

/**
 * The worker's pages (ADR 050, 053): performance ≥ 98 on a phone and under 60 KB of JavaScript gzip,
 * as e2e/support/page-weight.ts holds them in the journeys. The applicant copy's page, /view-one,
 * shows a copy only from the tab's session storage, which Lighthouse's fresh tab does not have:
 * the journey keep-the-applicant-copy weighs it instead.
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

/** The worker's pages to audit: the status check in English and Urdu, the check of a copy, and an upload link. */
export async function workerPages(baseURL: string): Promise<string[]> {
  return [PAGES.enquiry, localisedPath(PAGES.enquiry, 'ur'), PAGES.verify, await uploadPage(baseURL)];
}
