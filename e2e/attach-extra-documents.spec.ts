import { expect, test } from '@playwright/test';
import { EXTRA_DOCUMENTS_MAX, PAGES } from '@visadesk/contract';
import { createApprovedApplicant, type Applicant } from './support/applicants.ts';
import { signIn } from './support/desk.ts';
import { enquire } from './support/public-site.ts';

/** A PDF as the server recognises one (by its first bytes). */
const MEDICAL_REPORT = Buffer.from('%PDF-1.4\n% VisaDesk medical report\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

let applicant: Applicant;

test.beforeAll(async ({ request }) => {
  applicant = await createApprovedApplicant(request);
});

test('staff attach a medical report beyond the slots, the applicant finds it on their copy, and staff delete it', async ({ page, browser }) => {
  await signIn(page);
  await page.goto(`${PAGES.application}?search=${applicant.passport}`);
  await page.getByRole('link', { name: /^View/ }).click();
  const extras = page.getByRole('region', { name: 'Extra documents' });
  await expect(extras.getByText(`0 of ${EXTRA_DOCUMENTS_MAX}`)).toBeVisible();

  // The labels are the Settings checklist's defaults.
  await extras.getByLabel('Label', { exact: true }).selectOption('Medical report');
  await extras.getByLabel(/^File/).setInputFiles({ name: 'medical-report.pdf', mimeType: 'application/pdf', buffer: MEDICAL_REPORT });
  await extras.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(extras.getByRole('status')).toHaveText('Added: Medical report.');
  const staffLink = extras.getByRole('link', { name: 'Medical report (PDF)' });
  await expect(staffLink).toBeVisible();
  await expect(extras.getByText(`1 of ${EXTRA_DOCUMENTS_MAX}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' }).getByText('Uploaded: Medical report')).toBeVisible();

  // The applicant, on their own phone, finds it on their copy and opens it.
  const phone = await browser.newContext();
  const visitor = await phone.newPage();
  await enquire(visitor, applicant);
  await expect(visitor.getByRole('heading', { level: 2, name: 'Application Status: Approved' })).toBeVisible();
  const link = visitor.getByRole('region', { name: 'Documents' }).getByRole('link', { name: 'Medical report (PDF)' });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href')) ?? '';
  const download = await visitor.request.get(href);
  expect(download.status()).toBe(200);
  expect(Buffer.from(await download.body()).equals(MEDICAL_REPORT)).toBe(true);

  // A wrong upload: staff delete it after confirming, and its link stops working.
  await extras.getByRole('button', { name: 'Delete Medical report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete extra document' });
  await expect(dialog).toContainText('Delete Medical report? The file is removed for good.');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(extras.getByRole('status')).toHaveText('Deleted: Medical report.');
  await expect(extras.getByText('No extra documents yet.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' }).getByText('Deleted: Medical report')).toBeVisible();
  expect((await visitor.request.get(href)).status()).toBe(404);
  await phone.close();
});
