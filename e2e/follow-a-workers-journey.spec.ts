import { expect, test, type Page } from '@playwright/test';
import { localisedPath, PAGES } from '@visadesk/contract';
import { createApprovedApplicant, type Applicant } from './support/applicants.ts';
import { signIn } from './support/desk.ts';
import { mailTo } from './support/mailbox.ts';
import { openPublicPage } from './support/public-site.ts';

/** A day `days` before today, as the desk's date field takes it (the server runs in UTC). */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Staff move the worker on the application's page: the stage, the day it was reached, a note for the desk. */
async function moveTo(page: Page, stage: string, day: string, note = '') {
  const form = page.getByRole('form', { name: 'Move to stage' });
  await form.getByLabel('Stage', { exact: true }).selectOption({ label: stage });
  await form.getByLabel('Day reached', { exact: true }).fill(day);
  await form.getByLabel('Note (optional, for the desk only)', { exact: true }).fill(note);
  await form.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(form.getByText('Stage saved.', { exact: true })).toBeVisible();
}

/** The worker checks their application on a phone, in the page's language, and lands on their copy. */
async function openCopyOnAPhone(page: Page, applicant: Applicant, language: 'ne' | 'ur') {
  await openPublicPage(page, localisedPath(PAGES.enquiry, language));
  await page.locator('input[name="passport"]').fill(applicant.passport);
  await page.locator('input[name="nationality"]').fill(applicant.nationality);
  await page.locator('input[name="dateOfBirth"]').fill(applicant.dob);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(localisedPath(PAGES.viewOne, language));
}

/** The timeline's steps as the worker reads them: each step's name and what is said of it. */
const steps = (page: Page) => page.locator('section.journey li.journey-step');

test('staff move a worker through three stages; the worker reads the journey in Nepali and in Urdu on a phone, and hears of each step by email', async ({ page, browser, request }) => {
  const applicant = await createApprovedApplicant(request, { language: 'ne' });
  await signIn(page);
  await page.goto(`${PAGES.application}?search=${applicant.passport}`);
  await page.getByRole('row').filter({ hasText: applicant.passport }).getByRole('link', { name: /^View/ }).click();
  await expect(page).toHaveURL(/\/updateApplicationView\/[0-9a-f]{24}$/);

  // A new application starts at the demand letter; staff record three steps, the first two late.
  await moveTo(page, 'Interview', daysAgo(20), 'Interviewed by the employer on video.');
  await moveTo(page, 'Medical check-up', daysAgo(10));
  await moveTo(page, 'Visa', daysAgo(0));
  const journey = page.getByRole('region', { name: 'Journey' });
  await expect(journey.getByText('Interviewed by the employer on video.')).toBeVisible();

  // Each visible step reached the worker's mailbox, through a real SMTP server, in Nepali.
  const stageMail = async () => (await mailTo(applicant.email)).filter((mail) => mail.subject?.startsWith('तपाईंको आवेदन नयाँ चरणमा पुगेको छ'));
  await expect.poll(async () => (await stageMail()).length, { timeout: 20_000 }).toBe(3);
  const mails = await stageMail();
  expect(mails.map((mail) => mail.subject)).toEqual([
    'तपाईंको आवेदन नयाँ चरणमा पुगेको छ: अन्तर्वार्ता',
    'तपाईंको आवेदन नयाँ चरणमा पुगेको छ: स्वास्थ्य परीक्षण',
    'तपाईंको आवेदन नयाँ चरणमा पुगेको छ: भिसा',
  ]);
  expect(mails[1]?.text).toContain('यस चरणका लागि हामीलाई तपाईंबाट यो चाहिन्छ: स्वास्थ्य परीक्षण प्रतिवेदन।');
  for (const mail of mails) {
    expect(mail.text).not.toContain('Interviewed by the employer');
    expect(mail.text).not.toContain(applicant.passport);
  }

  const phone = await (await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })).newPage();
  // In Nepali: the steps done with their day, the visa current, orientation next; nothing of the desk's.
  await openCopyOnAPhone(phone, applicant, 'ne');
  await expect(steps(phone).first()).toContainText('माग पत्र र अख्तियारनामा');
  await expect(steps(phone)).toHaveText([
    /^माग पत्र र अख्तियारनामा/, /^अन्तर्वार्ता/, /^छनोट र सम्झौता/, /^स्वास्थ्य परीक्षण/, /^भिसा/,
    /^प्रस्थानपूर्व अभिमुखीकरण तालिम/, /^बीमा र कल्याणकारी कोष/, /^श्रम स्वीकृति/, /^हवाई टिकट/, /^प्रस्थान/,
  ]);
  const current = phone.locator('section.journey li[aria-current="step"]');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText('भिसा');
  await expect(phone.locator('section.journey .journey-next')).toContainText('प्रस्थानपूर्व अभिमुखीकरण तालिम');
  // Done steps carry their day (written in Nepali), steps to come none.
  await expect(steps(phone).nth(1).locator('time')).toHaveAttribute('datetime', daysAgo(10));
  await expect(steps(phone).nth(5).locator('time')).toHaveCount(0);
  await expect(phone.locator('section.journey')).not.toContainText('Interviewed by the employer');
  await expect(phone.locator('section.journey')).not.toContainText('Advertisement');
  // Read on a 360 px phone: nothing wider than the screen.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // In Urdu, right to left, the stage names the agency shipped in Urdu.
  await openCopyOnAPhone(phone, applicant, 'ur');
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(phone.locator('section.journey li[aria-current="step"]')).toContainText('ویزا');
  await expect(steps(phone).nth(3)).toContainText('طبی معائنہ');
  await expect(phone.locator('section.journey .journey-next')).toContainText('روانگی سے پہلے کی تربیت');
  // The list runs right to left: the first step sits at the right edge of the screen.
  expect(await phone.locator('section.journey ol').evaluate((list) => getComputedStyle(list).direction)).toBe('rtl');
  const [first, screen] = await Promise.all([steps(phone).first().boundingBox(), phone.locator('section.journey').boundingBox()]);
  expect(Math.abs((first?.x ?? 0) + (first?.width ?? 0) - ((screen?.x ?? 0) + (screen?.width ?? 0)))).toBeLessThan(2);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await phone.context().close();
});
