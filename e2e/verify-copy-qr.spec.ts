import { expect, test, type Page } from '@playwright/test';
import { createApprovedApplicant, type Applicant } from './support/applicants.ts';
import { DEVANAGARI_ZERO, inDigitsOf } from './support/digits.ts';
import { enquire, heldProof, openPublicPage } from './support/public-site.ts';
import { readQrCode } from './support/qr-codes.ts';

/** Paper, not a screen: a print at 288 dots to the inch, where the browser's 96 would blur the modules together. */
test.use({ deviceScaleFactor: 3 });

/** The copy as printed: its QR code, measured on paper and read as a phone's camera reads it. */
async function printedCode(page: Page, name: string): Promise<string | null> {
  await page.emulateMedia({ media: 'print' });
  const code = page.getByRole('img', { name, exact: true });
  await expect(code).toBeVisible();
  // 42 mm wide on paper (CSS's 96 pixels to the inch), and square.
  const box = await code.boundingBox();
  expect(box?.width).toBeCloseTo((42 / 25.4) * 96, 0);
  expect(box?.height).toBeCloseTo(box?.width ?? 0, 0);
  return readQrCode(await code.screenshot());
}

test("the printed copy's QR code opens the verification page with the copy's signed statement, which says genuine", async ({ page, request }) => {
  const applicant = await createApprovedApplicant(request);
  await enquire(page, applicant);
  await expect(page.getByRole('heading', { level: 2, name: 'Application Status: Approved' })).toBeVisible();
  const proof = await heldProof(page);
  expect(proof).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  // On the screen too, with what it is for beside it: sized for a phone, not the whole page.
  const onScreen = page.getByRole('img', { name: 'Scan to check this copy', exact: true });
  await expect(onScreen).toBeVisible();
  expect((await onScreen.boundingBox())?.width).toBe(192);
  await expect(page.locator('figure', { has: onScreen })).toContainText("Signed by the agency: a phone's camera opens a page that says whether this copy is genuine.");

  const address = await printedCode(page, 'Scan to check this copy');
  const origin = new URL(page.url()).origin;
  expect(address).toBe(`${origin}/verify#${proof}`);

  // A relative's phone opens what it read.
  await page.emulateMedia({ media: 'screen' });
  await page.goto(address ?? '');
  await expect(page.locator('.verify-result').getByText('Genuine', { exact: true })).toBeVisible();
  await expect(page.locator('.verify-result')).toContainText(`${applicant.givenName} ${applicant.surname}`);
});

/** The enquiry in Hindi, typed in Devanagari digits as a Hindi reader may. */
async function enquireInHindi(page: Page, applicant: Applicant): Promise<void> {
  await openPublicPage(page, '/hi/enquiry');
  await page.getByLabel('पासपोर्ट नंबर', { exact: true }).fill(inDigitsOf(DEVANAGARI_ZERO, applicant.passport));
  await page.getByLabel('राष्ट्रीयता', { exact: true }).fill(applicant.nationality);
  const [year, month, day] = applicant.dob.split('-');
  await page.getByLabel('जन्म तिथि', { exact: true }).fill(inDigitsOf(DEVANAGARI_ZERO, `${day}-${month}-${year}`));
  await page.getByRole('button', { name: 'जमा करें', exact: true }).click();
}

test('the Hindi copy says what its code is for in Hindi, and the code leads to the check in Hindi', async ({ page, request }) => {
  const applicant = await createApprovedApplicant(request);
  await enquireInHindi(page, applicant);
  await expect(page).toHaveURL(/\/hi\/view-one$/);
  await expect(page.getByRole('img', { name: 'इस प्रति की जाँच के लिए स्कैन करें', exact: true })).toBeVisible();
  const proof = await heldProof(page);
  const address = await printedCode(page, 'इस प्रति की जाँच के लिए स्कैन करें');
  expect(address).toBe(`${new URL(page.url()).origin}/hi/verify#${proof}`);
});
