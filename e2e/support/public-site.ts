import { expect, type Page } from '@playwright/test';
import { PAGES, type EnquiryResponse } from '@visadesk/contract';
import type { Applicant } from './applicants.ts';

/**
 * Opens a public page and waits until the app (on the home page, its islands) has taken over the
 * prerendered HTML and marked <html data-app-ready>, so what the test does next is handled.
 */
export async function openPublicPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
}

/** Fills the status enquiry as an applicant does and presses Submit; the caller checks the outcome. */
export async function enquire(page: Page, { passport, nationality, dob }: Pick<Applicant, 'passport' | 'nationality' | 'dob'>): Promise<void> {
  await openPublicPage(page, PAGES.enquiry);
  await expect(page.getByRole('heading', { level: 1, name: 'Check Visa Status' })).toBeVisible();
  await page.getByLabel('Passport Number', { exact: true }).fill(passport);
  await page.getByLabel('Nationality', { exact: true }).fill(nationality);
  await page.getByLabel('Date of Birth', { exact: true }).fill(dob);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
}

/**
 * The signed statement of the first copy the enquiry found, as the enquiry holds it for the copy's
 * page (the answer's body is gone once that page loads): what the copy's QR code carries.
 */
export async function heldProof(page: Page): Promise<string> {
  const held = await page.evaluate(() => sessionStorage.getItem('visadesk.applicant-copy'));
  return (JSON.parse(held ?? '{}') as Partial<Pick<EnquiryResponse, 'applications'>>).applications?.[0]?.proof ?? '';
}
