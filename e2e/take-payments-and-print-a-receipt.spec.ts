import { expect, test, type Locator, type Page } from '@playwright/test';
import { localisedPath, PAGES } from '@visadesk/contract';
import { createApprovedApplicant, type Applicant } from './support/applicants.ts';
import { signIn } from './support/desk.ts';
import { openPublicPage } from './support/public-site.ts';

/** Staff record an entry on the application's page: the kind, what for, the amount in rupees, how it was paid. */
async function record(panel: Locator, entry: { kind: 'Charge' | 'Payment'; amount: string; method?: string; reference?: string }) {
  const form = panel.getByRole('form', { name: 'Record a charge, payment or refund' });
  await form.getByLabel('Kind', { exact: true }).selectOption({ label: entry.kind });
  await form.getByLabel('For', { exact: true }).selectOption({ label: 'Service fee' });
  await form.getByLabel('Amount', { exact: true }).fill(entry.amount);
  if (entry.method) await form.getByLabel('Paid by', { exact: true }).selectOption({ label: entry.method });
  if (entry.reference) await form.getByLabel('Reference (transaction id; not for cash)', { exact: true }).fill(entry.reference);
  await form.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(form.getByText('Entry recorded.', { exact: true })).toBeVisible();
}

/** The worker checks their application on a phone, in Nepali, and lands on their copy. */
async function openCopyOnAPhone(page: Page, applicant: Applicant) {
  await openPublicPage(page, localisedPath(PAGES.enquiry, 'ne'));
  await page.locator('input[name="passport"]').fill(applicant.passport);
  await page.locator('input[name="nationality"]').fill(applicant.nationality);
  await page.locator('input[name="dateOfBirth"]').fill(applicant.dob);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(localisedPath(PAGES.viewOne, 'ne'));
}

/** How many pages a PDF has: its page objects. */
const pagesIn = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;

test('staff charge a Bengali worker going to Qatar and take two payments, print a receipt in Bengali, reverse one with a reason; the worker reads it all in Nepali with the legal cap', async ({ page, browser, request }) => {
  const applicant = await createApprovedApplicant(request, { language: 'bn', destination: 'Qatar' });
  await signIn(page);
  await page.goto(`${PAGES.application}?search=${applicant.passport}`);
  await page.getByRole('row').filter({ hasText: applicant.passport }).getByRole('link', { name: /^View/ }).click();
  await expect(page).toHaveURL(/\/updateApplicationView\/[0-9a-f]{24}$/);

  const panel = page.getByRole('region', { name: 'Fees and payments' });
  await record(panel, { kind: 'Charge', amount: '10000' });
  await record(panel, { kind: 'Payment', amount: '6,000', method: 'Cash' });
  await record(panel, { kind: 'Payment', amount: '2000', method: 'Wallet (eSewa, Khalti, bKash…)', reference: 'ESW-5521' });
  await expect(panel.getByLabel('Balance')).toContainText(/Owed by the worker: NPR\s2,000\.00/);
  await expect(panel.getByLabel('Balance')).toContainText(/Service fee for Qatar: at most NPR\s10,000\.00; charged NPR\s10,000\.00, paid NPR\s8,000\.00\./);
  const entries = panel.getByRole('table', { name: 'Entries' }).getByRole('row');
  await expect(entries).toHaveCount(4);

  // The first payment's receipt, in the worker's language (Bengali): figures and words, the passport masked.
  const receiptLink = entries.nth(2).getByRole('link', { name: /^\d{4}-\d{6}$/ });
  const receiptNo = (await receiptLink.textContent()) ?? '';
  const receipt = await page.context().newPage();
  await receipt.goto((await receiptLink.getAttribute('href')) ?? '');
  await expect(receipt.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(receipt.getByRole('heading', { name: 'পেমেন্ট রসিদ' })).toBeVisible();
  const sheet = receipt.locator('section.receipt');
  await expect(sheet).toContainText(receiptNo);
  await expect(sheet).toContainText(/৬,০০০\.০০\s?NPR/);
  await expect(sheet).toContainText('ছয় হাজার নেপালি রুপি');
  await expect(sheet).toContainText('সার্ভিস চার্জ');
  await expect(sheet).toContainText(`•••••${applicant.passport.slice(-4)}`);
  await expect(sheet).not.toContainText(applicant.passport);
  // Printed, it is one A5 page.
  expect(pagesIn(await receipt.pdf({ format: 'A5', printBackground: true }))).toBe(1);
  await receipt.close();

  // The wallet payment was counted twice: reversed with a reason, struck through, the receipt kept.
  await entries.nth(3).getByRole('button', { name: /^Reverse the Payment/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Reverse this entry?' });
  await dialog.getByLabel('Why is it reversed?', { exact: true }).fill('Counted twice');
  await dialog.getByRole('button', { name: 'Reverse', exact: true }).click();
  await expect(panel.getByText('Entry reversed.', { exact: true })).toBeVisible();
  await expect(entries).toHaveCount(5);
  await expect(entries.nth(3)).toHaveClass(/text-decoration-line-through/);
  await expect(entries.nth(4)).toContainText('Counted twice');
  await expect(panel.getByLabel('Balance')).toContainText(/Owed by the worker: NPR\s4,000\.00/);

  // The worker on a phone, in Nepali: what was charged and paid, the cancelled payment, what is left, the cap.
  const phone = await (await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })).newPage();
  await openCopyOnAPhone(phone, applicant);
  const payments = phone.getByRole('region', { name: 'तपाईंका भुक्तानीहरू' });
  await expect(payments.getByRole('row')).toHaveCount(4);
  await expect(payments.getByRole('row').nth(1)).toContainText('सेवा शुल्क');
  await expect(payments.getByRole('row').nth(1)).toContainText('शुल्क लगाइएको');
  await expect(payments.getByRole('row').nth(3)).toContainText('रद्द');
  await expect(payments).toContainText(/तिर्न बाँकी: रू\s४,०००\.००/);
  await expect(payments).toContainText(/कतार का लागि कानुनी सेवा शुल्क: बढीमा रू\s१०,०००\.००। तपाईंले रू\s६,०००\.०० तिर्नुभएको छ।/);
  await expect(payments).not.toContainText('ESW-5521');
  await expect(payments).not.toContainText('Counted twice');
  // The worker opens their receipt by the copy's own link, without signing in.
  const ownReceipt = payments.getByRole('link', { name: receiptNo });
  const opened = await phone.context().request.get((await ownReceipt.getAttribute('href')) ?? '');
  expect(opened.status()).toBe(200);
  expect(await opened.text()).toContain(receiptNo);
  // Read on a 360 px phone: nothing wider than the screen.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await phone.context().close();
});
