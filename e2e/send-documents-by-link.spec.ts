import { expect, test, type Page } from '@playwright/test';
import { PAGES } from '@visadesk/contract';
import sharp from 'sharp';
import { createApprovedApplicant } from './support/applicants.ts';
import { signIn } from './support/desk.ts';
import { mailTo } from './support/mailbox.ts';
import { weighScripts, WORKER_PAGE_SCRIPT_BUDGET } from './support/page-weight.ts';

/** A scanned page as a phone's camera gives it: a JPEG. */
const photo = (r: number, g: number, b: number) => sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g, b } } }).jpeg().toBuffer();
const MEDICAL_PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const LINK = /http:\/\/127\.0\.0\.1:\d+\/hi\/upload\/[A-Za-z0-9_-]{43}/;

/** The worker's document on the upload page: its card, by the name the agency gave it in Hindi. */
const card = (phone: Page, name: string) => phone.locator('li.card').filter({ has: phone.getByRole('heading', { name }) });

/** The worker chooses a file for a document ("फ़ाइल चुनें") and waits until it is sent ("भेज दिया गया"). */
async function send(phone: Page, name: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const document = card(phone, name);
  await document.getByLabel('फ़ाइल चुनें').setInputFiles(file);
  await expect(document.getByText('भेज दिया गया')).toBeVisible({ timeout: 30_000 });
}

test('staff ask for two documents; the worker sends them in Hindi on a phone; one is refused with a reason and sent again; staff accept both', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const applicant = await createApprovedApplicant(request, { language: 'hi' });
  await signIn(page);
  await page.goto(`${PAGES.application}?search=${applicant.passport}`);
  await page.getByRole('row').filter({ hasText: applicant.passport }).getByRole('link', { name: /^View/ }).click();
  await expect(page).toHaveURL(/\/updateApplicationView\/[0-9a-f]{24}$/);

  // Staff ask for the visa again (its slot holds one) and the medical report, with a message.
  const panel = page.getByRole('region', { name: /^Documents by link/ });
  await panel.getByRole('button', { name: 'Ask for documents by link' }).click();
  const ask = panel.getByRole('form', { name: 'Ask for documents' });
  await ask.getByRole('group', { name: 'Document slots' }).getByLabel('Visa', { exact: true }).check();
  await ask.getByRole('group', { name: 'Extra documents (the checklist)' }).getByLabel('Medical report', { exact: true }).check();
  await ask.getByLabel('Message to the applicant (optional)').fill('Please photograph the whole page.');
  await ask.getByRole('button', { name: 'Create the link' }).click();
  const shown = panel.getByLabel('Link for the applicant (shown only now)');
  await expect(shown).toHaveValue(LINK);
  const link = await shown.inputValue();
  await expect(panel.getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);

  // The link reached the worker's mailbox in Hindi, through a real SMTP server.
  const asked = async () => (await mailTo(applicant.email)).filter((mail) => mail.subject?.includes('दस्तावेज़ भेजने'));
  await expect.poll(async () => (await asked()).length, { timeout: 20_000 }).toBe(1);
  const [askMail] = await asked();
  expect(askMail?.text).toContain(link);
  expect(askMail?.text).toContain('Please photograph the whole page.');
  expect(askMail?.text).not.toContain(applicant.passport);

  // The worker opens it on a phone: the agency, their given name only, the two documents, the message.
  const phone = await (await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })).newPage();
  const scripts = weighScripts(phone);
  await phone.goto(link);
  await expect(phone.locator('html[data-app-ready]')).toHaveCount(1);
  // Everything the page runs weighs under 60 KB gzip, on a phone paying for each byte.
  const javaScript = await scripts();
  expect(javaScript.files).toBeGreaterThan(0);
  expect(javaScript.bytes).toBeLessThan(WORKER_PAGE_SCRIPT_BUDGET);
  test.info().annotations.push({ type: 'upload page JavaScript', description: javaScript.description });
  await expect(phone.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(phone.getByRole('heading', { level: 1, name: 'अपने दस्तावेज़ भेजें' })).toBeVisible();
  await expect(phone.getByText(`नमस्ते ${applicant.givenName}`)).toBeVisible();
  await expect(phone.locator('main')).not.toContainText(applicant.surname);
  await expect(phone.getByText('Please photograph the whole page.')).toBeVisible();
  await expect(phone.locator('li.card')).toHaveCount(2);
  await send(phone, 'वीज़ा', { name: 'visa.jpg', mimeType: 'image/jpeg', buffer: await photo(30, 90, 160) });
  await send(phone, 'मेडिकल रिपोर्ट', { name: 'medical.pdf', mimeType: 'application/pdf', buffer: MEDICAL_PDF });
  // Nothing wider than the phone's screen.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Staff see both to review, and refuse the medical report with a reason.
  await page.reload();
  await expect(panel.getByText('2 to review')).toBeVisible();
  await panel.getByRole('button', { name: 'Refuse Medical report' }).click();
  const refusing = page.getByRole('dialog', { name: 'Refuse Medical report' });
  await refusing.getByLabel('Reason (the applicant reads it)').fill('The stamp is not readable.');
  await refusing.getByRole('button', { name: 'Refuse', exact: true }).click();
  await expect(panel.getByText('The stamp is not readable.')).toBeVisible();

  // The worker hears why, in Hindi, with a link to send it again, and does.
  const refused = async () => (await mailTo(applicant.email)).filter((mail) => mail.subject === 'कृपया एक दस्तावेज़ फिर से भेजें');
  await expect.poll(async () => (await refused()).length, { timeout: 20_000 }).toBe(1);
  const [refusedMail] = await refused();
  expect(refusedMail?.text).toContain('The stamp is not readable.');
  const again = LINK.exec(refusedMail?.text ?? '')?.[0] ?? '';
  expect(again).not.toBe('');
  await phone.goto(again);
  const medical = card(phone, 'मेडिकल रिपोर्ट');
  await expect(medical.getByText('एजेंसी इसे फिर से भेजने को कह रही है: The stamp is not readable.')).toBeVisible();
  await expect(card(phone, 'वीज़ा').getByText('भेज दिया गया')).toBeVisible();
  await send(phone, 'मेडिकल रिपोर्ट', { name: 'medical-2.pdf', mimeType: 'application/pdf', buffer: MEDICAL_PDF });

  // Staff accept both: the visa replaces the slot's file only once they confirm.
  await page.reload();
  await expect(panel.getByText('2 to review')).toBeVisible();
  await panel.getByRole('button', { name: 'Accept Visa' }).click();
  const replacing = page.getByRole('dialog', { name: 'Replace the file in Visa?' });
  await replacing.getByRole('button', { name: 'Replace', exact: true }).click();
  await panel.getByRole('button', { name: 'Accept Medical report' }).click();
  await expect(panel.getByText(/to review$/)).toHaveCount(0);
  await expect(page.getByRole('region', { name: /^Extra documents/ }).getByRole('link', { name: 'Medical report (PDF)' })).toBeVisible();

  // The history says who asked, what arrived (from whom) and who refused and accepted.
  const history = page.locator('ol.history-timeline');
  await expect(history.locator('li', { hasText: 'Asked by link for: Visa, Medical report (7 days)' })).toContainText('by Super Admin');
  await expect(history.locator('li', { hasText: 'Received by link, to review: Visa' })).toContainText(`by ${applicant.givenName} (the applicant, by link)`);
  await expect(history.locator('li', { hasText: 'Refused from link: Medical report' })).toBeVisible();
  await expect(history.getByText('Accepted from link: Visa (replacing the file the slot held)')).toBeVisible();
  await expect(history.getByText('Accepted from link: Medical report')).toBeVisible();
});
