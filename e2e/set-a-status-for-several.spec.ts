import { expect, test } from '@playwright/test';
import { PAGES } from '@visadesk/contract';
import { signIn } from './support/desk.ts';
import { mailTo } from './support/mailbox.ts';
import { addApplications, uniqueWord } from './support/seed-applications.ts';

const REASON = 'Your documents are complete.';

test('staff tick two applications, approve both after a confirmation naming how many, and each gets its history entry and its email', async ({ page, request }) => {
  const word = uniqueWord();
  const [ram, sita, hari] = await addApplications(request, word, [
    { surname: `Thapa${word}`, givenN: 'Ram', nationality: 'Nepal', jobTitle: 'Cook' },
    { surname: `Rai${word}`, givenN: 'Sita', nationality: 'Nepal', jobTitle: 'Cook' },
    { surname: `Karki${word}`, givenN: 'Hari', nationality: 'Nepal', jobTitle: 'Driving' },
  ]);
  await signIn(page);
  await page.goto(`${PAGES.application}?search=${word}`);
  const row = (name: string) => page.getByRole('row').filter({ hasText: name });
  await expect(row(hari.name)).toBeVisible();

  await page.getByRole('checkbox', { name: `Select ${ram.name}` }).check();
  await page.getByRole('checkbox', { name: `Select ${sita.name}` }).check();
  const bar = page.getByRole('group', { name: 'Selected applications' });
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('button', { name: 'Set to Approved' }).click();

  const dialog = page.getByRole('dialog', { name: 'Change the status of 2 applications?' });
  await expect(dialog).toContainText('Set 2 applications to Approved?');
  await dialog.getByLabel('Reason (optional, shown to the applicant)').fill(REASON);
  await dialog.getByRole('button', { name: 'Set to Approved' }).click();

  await expect(page.getByRole('status').filter({ hasText: '2 applications set to Approved.' })).toBeVisible();
  await expect(row(ram.name).getByText('Approved', { exact: true })).toBeVisible();
  await expect(row(sita.name).getByText('Approved', { exact: true })).toBeVisible();
  await expect(row(hari.name).getByText('Pending', { exact: true })).toBeVisible();

  // Each applicant is told, as from their own page, with the reason.
  for (const index of [0, 1]) {
    const address = `${word}.${index}@example.com`.toLowerCase();
    await expect.poll(async () => (await mailTo(address)).map((mail) => mail.subject), { timeout: 15_000 })
      .toContain('Your visa application is approved');
    expect((await mailTo(address)).at(-1)?.text).toContain(`Reason: ${REASON}`);
  }
  expect((await mailTo(`${word}.2@example.com`.toLowerCase())).map((mail) => mail.subject)).not.toContain('Your visa application is approved');

  // And each has its own history entry, and its copy explains the status with the reason.
  await row(sita.name).getByRole('link', { name: `View ${sita.name}` }).click();
  await expect(page.getByRole('region', { name: 'History' }).getByText('Status set to approved')).toBeVisible();
  await expect(page.getByRole('main').getByText(REASON).first()).toBeVisible();
});
