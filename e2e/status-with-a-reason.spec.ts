import { expect, test } from '@playwright/test';
import { DEFAULT_NEXT_STEPS, PAGES } from '@visadesk/contract';
import { createApprovedApplicant, type Applicant } from './support/applicants.ts';
import { changeStatus, signIn } from './support/desk.ts';
import { enquire } from './support/public-site.ts';

let applicant: Applicant;

test.beforeAll(async ({ request }) => {
  applicant = await createApprovedApplicant(request);
});

const REASON = 'The employer withdrew the job offer.';

test('staff reject with a reason after confirming the change, and the applicant reads why and what to do next', async ({ page, browser }) => {
  await signIn(page);
  await page.goto(`${PAGES.application}?search=${applicant.passport}`);
  await page.getByRole('link', { name: /^View/ }).click();
  await expect(page.getByText('Current status: Approved')).toBeVisible();

  await changeStatus(page, { button: 'Reject', from: 'Approved', reason: REASON });
  await expect(page.getByText(`Reason: ${REASON}`)).toBeVisible();

  // The applicant, on their own phone.
  const phone = await browser.newContext();
  const visitor = await phone.newPage();
  await enquire(visitor, applicant);
  await expect(visitor.getByRole('heading', { level: 2, name: 'Application Status: Rejected' })).toBeVisible();
  await expect(visitor.getByText(`Reason: ${REASON}`)).toBeVisible();
  await expect(visitor.getByText(DEFAULT_NEXT_STEPS.rejected.en)).toBeVisible();
  await phone.close();
});
