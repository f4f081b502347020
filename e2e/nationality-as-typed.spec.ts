/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { APPLICATION_MESSAGES, PAGES } from '@visadesk/contract';
import { createApprovedApplicant, type Applicant } from './support/applicants.ts';
import { signIn } from './support/desk.ts';
import { enquire } from './support/public-site.ts';

let applicant: Applicant;

test.beforeAll(async ({ request }) => {
  // Recorded by the desk with the nationality typed as "Nepali" (support/applicants.ts).
  applicant = await createApprovedApplicant(request);
});


for (const typed of ['Nepalese', 'NP']) {
  test(`an applicant who writes their nationality as "${typed}" finds the application saved as Nepal`, async ({ page }) => {
    await enquire(page, { ...applicant, nationality: typed });
    await expect(page).toHaveURL(PAGES.viewOne);
    await expect(page.getByRole('heading', { level: 2, name: 'Application Status: Approved' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'A. Personal Particulars' })).toContainText(/Current Nationality\s*Nepal(?!i)/);
  });
}

test('the staff form offers the countries, the six most applicants come from first, and still takes typed text', async ({ page }) => {
  await signIn(page);
  await page.goto(PAGES.addUserApplication);
  const nationality = page.getByLabel('Current Nationality', { exact: true });
  await expect(nationality).toBeVisible();
  const offered = await nationality.evaluate((input: HTMLInputElement) => [...(input.list?.options ?? [])].map((option) => option.value));
  expect(offered.slice(0, 6)).toEqual(['Nepal', 'Bangladesh', 'India', 'Pakistan', 'Sri Lanka', 'Philippines']);
  await nationality.fill('Gurkha Nepali');
  await expect(nationality).toHaveValue('Gurkha Nepali');
});

test('an applicant who finds nothing is told what to check', async ({ page }) => {
  await enquire(page, { ...applicant, dob: '1992-04-18' });
  await expect(page.getByRole('alert')).toContainText(APPLICATION_MESSAGES.enquiryNotFound);
  await expect(page.getByText('Please check that the passport number is exactly as printed', { exact: false })).toBeVisible();
});
