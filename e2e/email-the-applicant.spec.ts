import { expect, test } from '@playwright/test';
import { PAGES } from '@visadesk/contract';
import { createApprovedApplicant, type Applicant } from './support/applicants.ts';
import { changeStatus, signIn } from './support/desk.ts';
import { mailTo } from './support/mailbox.ts';

let applicant: Applicant;

test.beforeAll(async ({ request }) => {
  applicant = await createApprovedApplicant(request);
});

const REASON = 'The medical report has expired; please bring a new one.';

test("staff set an application back to pending with a reason, and the applicant's email arrives saying so", async ({ page }) => {
  await signIn(page);
  await page.goto(`${PAGES.application}?search=${applicant.passport}`);
  await page.getByRole('link', { name: /^View/ }).click();
  // What the API calls already wrote: registered, documents, approved. The documents notice waits ten
  // minutes for more uploads, to name them all in one email (ADR 036), and the desk says when it goes.
  const email = page.getByRole('region', { name: 'Email to the applicant' });
  await expect(email.getByRole('listitem')).toHaveCount(3);
  await expect(email.getByRole('listitem').filter({ hasText: 'We have added documents to your visa application' })).toContainText(/goes at .*naming any document added before then/);

  await changeStatus(page, { button: 'Pending', reason: REASON });

  // In the applicant's mailbox, from a real SMTP server, within seconds (the documents notice still held).
  await expect.poll(async () => (await mailTo(applicant.email)).map((mail) => mail.subject), { timeout: 15_000 }).toEqual([
    'Your visa application with VisaDesk Migration Consultancy is registered',
    'Your visa application is approved',
    'Your visa application is pending',
  ]);
  const pending = (await mailTo(applicant.email)).at(-1);
  expect(pending?.text).toContain(`Dear ${applicant.givenName} ${applicant.surname},`);
  expect(pending?.text).toContain(`Reason: ${REASON}`);
  expect(pending?.text).toMatch(/http:\/\/127\.0\.0\.1:\d+\/enquiry/);
  expect(pending?.text).not.toContain(applicant.passport);
  expect(pending?.text).not.toContain(applicant.dob);

  // The desk shows it went.
  const newest = email.getByRole('listitem').first();
  await expect(newest).toContainText('Your visa application is pending');
  await expect(newest.getByText('Sent', { exact: true })).toBeVisible({ timeout: 10_000 });
});
