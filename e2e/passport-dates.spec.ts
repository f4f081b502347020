import { expect, test } from '@playwright/test';
import { addDays, addMonths, PAGES } from '@visadesk/contract';
import { signIn } from './support/desk.ts';
import { addApplications, uniqueWord } from './support/seed-applications.ts';

/** Today as the server counts it (TIME_ZONE, as the journeys' server runs). */
function serverToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: process.env.TIME_ZONE?.trim() || undefined }).format(new Date());
}

test('the dashboard charts the year and names a passport about to lapse, the form warns about the spec\'s passport rule without blocking, and the copy shows the dates', async ({ page, request }) => {
  const word = uniqueWord();
  const today = serverToday();
  const expiry = addDays(today, 3);
  const [ram] = await addApplications(request, word, [
    { surname: `Thapa${word}`, givenN: 'Ram', nationality: 'Nepal', jobTitle: 'Cook', passportIssue: addMonths(today, -60), passportExpiry: expiry },
  ]);
  await signIn(page);

  // The chart of the last twelve months counts this month's registrations, the one above among them.
  const chart = page.getByRole('region', { name: 'The last twelve months' });
  await expect(chart.locator('svg.monthly-chart')).toBeVisible();
  const thisMonth = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${today.slice(0, 7)}-01T00:00:00Z`));
  const figures = chart.getByRole('table', { name: 'Applications registered and approved per month, the last twelve months' });
  const registered = await figures.getByRole('row', { name: new RegExp(`^${thisMonth}`) }).getByRole('cell').first().textContent();
  expect(Number(registered)).toBeGreaterThanOrEqual(1);

  const expiring = page.getByRole('region', { name: 'Passports expiring within 180 days' });
  const row = expiring.getByRole('row').filter({ hasText: ram.name });
  await expect(row).toContainText('in 3 days');
  await expect(row).toContainText('Pending');
  await row.getByRole('link', { name: ram.name }).click();
  await expect(page).toHaveURL(/\/updateApplicationView\/[0-9a-f]{24}$/);
  const copy = page.getByRole('main');
  await expect(copy.getByText('Passport Expiry Date')).toBeVisible();

  // Edit: the dates are there; an issue eleven years ago and an expiry within the stay are warned about.
  await page.goto(`${PAGES.application}?search=${word}`);
  await page.getByRole('link', { name: `Edit ${ram.name}` }).click();
  await expect(page.getByLabel('Passport Expiry Date')).toHaveValue(expiry);
  await page.getByLabel('Passport Issue Date').fill(addMonths(today, -132));
  const warning = page.getByRole('status').filter({ hasText: 'more than ten years ago' });
  await expect(warning).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'less than three months after the planned exit' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'The application can be saved all the same.' })).toBeVisible();

  // An expiry before the issue is refused, with the contract's words.
  await page.getByLabel('Passport Expiry Date').fill(addMonths(today, -133));
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('The passport expiry date must be after its issue date.').first()).toBeVisible();

  // A warning only: the renewed passport's dates save.
  const renewed = addMonths(today, 120);
  await page.getByLabel('Passport Issue Date').fill(today);
  await page.getByLabel('Passport Expiry Date').fill(renewed);
  await expect(warning).toBeHidden();
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page).not.toHaveURL(new RegExp(`${PAGES.editApplication}$`));

  // No longer lapsing: off the dashboard's list.
  await page.goto(PAGES.dashboard);
  await expect(page.getByRole('region', { name: 'Passports expiring within 180 days' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Passports expiring within 180 days' }).getByText(ram.name)).toHaveCount(0);
});
