import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { API, APPLICANT_FIELD_LABELS, APPLICANT_FIELDS, PAGES } from '@visadesk/contract';
import { addApplications, uniqueWord, type Seeded } from './support/seed-applications.ts';
import { parseCsv } from '../apps/server/test/csv.ts';
import { signIn } from './support/desk.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The table's rows (not its header), each starting with the applicant's name. */
function rowsOf(page: Page) {
  return page.getByRole('row').filter({ has: page.getByRole('cell') });
}

async function expectRows(page: Page, applicants: readonly Seeded[]): Promise<void> {
  await expect(rowsOf(page)).toHaveText(applicants.map((a) => new RegExp(`^${escape(a.name)}`)));
}

/** The address holds exactly these view parameters, and no others. */
async function expectAddress(page: Page, expected: Record<string, string>): Promise<void> {
  await expect(page).toHaveURL((url) => {
    if (url.pathname !== PAGES.application) return false;
    const params = Object.fromEntries(url.searchParams);
    return JSON.stringify(Object.entries(params).sort()) === JSON.stringify(Object.entries(expected).sort());
  });
}

test('staff narrow the list to pending Cook applications from Nepal, order them by name, step back, and export exactly that view', async ({ page, request }) => {
  const word = uniqueWord();
  const formula = `=HYPERLINK("${word}")`;
  const [ram, sita, formulaRow, bangladeshi, driver, approved] = await addApplications(request, word, [
    { surname: `${word}Adhikari`, givenN: 'राम', nationality: 'Nepal', jobTitle: 'Cook' },
    { surname: `${word}Basnet`, givenN: 'Sita', nationality: 'Nepal', jobTitle: 'Cook' },
    { surname: formula, givenN: 'Hari', nationality: 'Nepal', jobTitle: 'Cook' },
    { surname: `${word}Chowdhury`, givenN: 'Karim', nationality: 'Bangladesh', jobTitle: 'Cook' },
    { surname: `${word}Dahal`, givenN: 'Gopal', nationality: 'Nepal', jobTitle: 'Driving' },
    { surname: `${word}Gurung`, givenN: 'Maya', nationality: 'Nepal', jobTitle: 'Cook', approved: true },
  ]);
  const search = page.getByRole('searchbox', { name: 'Search applications by passport, name, email or phone' });
  const filters = page.getByRole('form', { name: 'Filter applications' });
  const nameHeader = page.getByRole('columnheader', { name: 'NAME' });

  await signIn(page);
  await page.getByRole('link', { name: 'Application List', exact: true }).click();
  await expect(page).toHaveURL(PAGES.application);
  await expect(search).toBeVisible();
  await expect(filters.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);

  // `/` from the page (the focus is on the menu link just followed) puts the cursor in the search; Enter searches.
  await expect(search).not.toBeFocused();
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('');
  await page.keyboard.type(word);
  await page.keyboard.press('Enter');
  await expectAddress(page, { search: word });
  await expect(page.getByText('6 matching applications', { exact: true })).toBeVisible();
  await expectRows(page, [approved, driver, bangladeshi, formulaRow, sita, ram]);

  await filters.getByLabel('Status').selectOption({ label: 'Pending' });
  await filters.getByLabel('Nationality').fill('Nepal');
  await filters.getByLabel('Job title').selectOption({ label: 'Cook' });
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  const filtered = { search: word, status: 'pending', nationality: 'Nepal', jobTitle: 'Cook' };
  await expectAddress(page, filtered);
  await expect(page.getByText('3 matching applications', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export 3 as CSV' })).toBeEnabled();
  await expectRows(page, [formulaRow, sita, ram]);
  await expect(filters.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'none');

  // NAME orders by surname: A to Z, then Z to A ('=' comes before letters).
  await nameHeader.getByRole('button', { name: 'NAME' }).click();
  await expectAddress(page, { ...filtered, sort: 'surname' });
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expectRows(page, [formulaRow, ram, sita]);
  await nameHeader.getByRole('button', { name: 'NAME' }).click();
  await expectAddress(page, { ...filtered, sort: '-surname' });
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expectRows(page, [sita, ram, formulaRow]);
  await expect(filters.getByLabel('Order')).toHaveValue('-surname');

  // A reload keeps the view.
  await page.reload();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expectRows(page, [sita, ram, formulaRow]);

  // Back: A to Z again; Back once more: the filters as applied, newest first.
  await page.goBack();
  await expectAddress(page, { ...filtered, sort: 'surname' });
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expectRows(page, [formulaRow, ram, sita]);
  await page.goBack();
  await expectAddress(page, filtered);
  await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  await expect(filters.getByLabel('Status')).toHaveValue('pending');
  await expect(filters.getByLabel('Nationality')).toHaveValue('Nepal');
  await expect(filters.getByLabel('Job title')).toHaveValue('Cook');
  await expect(filters.getByLabel('Order')).toHaveValue('-createdAt');
  await expectRows(page, [formulaRow, sita, ram]);

  // Order Z to A once more, and export: exactly this view, in this order.
  await nameHeader.getByRole('button', { name: 'NAME' }).click();
  await nameHeader.getByRole('button', { name: 'NAME' }).click();
  await expectAddress(page, { ...filtered, sort: '-surname' });
  await expectRows(page, [sita, ram, formulaRow]);

  // The export is held until the button has said it is busy.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${API.applications.export}?*`, async (route) => {
    await held;
    await route.continue();
  });
  // The first of the two exports, CSV (the other is for Excel); its name becomes 'Exporting…' while it runs.
  const exportButton = page.getByRole('button', { name: /^Export/ }).first();
  await expect(exportButton).toHaveText('Export 3 as CSV');
  const downloading = page.waitForEvent('download');
  await exportButton.click();
  await expect(exportButton).toHaveText('Exporting…');
  await expect(exportButton).toBeDisabled();
  release();
  const download = await downloading;
  await expect(exportButton).toHaveText('Export 3 as CSV');
  expect(download.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);

  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header = [], ...lines] = parseCsv(bytes.subarray(3).toString('utf8'));
  expect(header.slice(0, 6)).toEqual(['Name', 'Admin', 'Passport No', 'Status', 'Visa Collect Date', 'Visa Approve Date']);
  // Every field the table exports has its column (the demand's and position's ids stay on the desk, ADR 052).
  for (const [key, label] of Object.entries(APPLICANT_FIELD_LABELS)) {
    if (key === 'passport') continue;
    if (APPLICANT_FIELDS[key as keyof typeof APPLICANT_FIELDS].export) expect(header, `the ${label} column`).toContain(label);
    else expect(header, `no ${label} column`).not.toContain(label);
  }
  const column = (label: string) => {
    const at = header.indexOf(label);
    expect(at, `the ${label} column`).toBeGreaterThanOrEqual(0);
    return lines.map((line) => line[at]);
  };
  expect(lines.every((line) => line.length === header.length)).toBe(true);
  expect(column('Passport No')).toEqual([sita, ram, formulaRow].map((a) => a.passport));
  expect(column('Name')).toEqual([sita, ram, formulaRow].map((a) => a.name));
  expect(column('Given Name')).toEqual(['Sita', 'राम', 'Hari']);
  // A spreadsheet shows the formula as text instead of running it.
  expect(column('Surname')).toEqual([sita.surname, ram.surname, `'${formula}`]);
  expect(column('Status')).toEqual(['Pending', 'Pending', 'Pending']);
  expect(column('Current Nationality')).toEqual(['Nepal', 'Nepal', 'Nepal']);
  expect(column('Job Title')).toEqual(['Cook', 'Cook', 'Cook']);
  expect(column('Visa Approve Date')).toEqual(['', '', '']);
  for (const label of ['Visa Collect Date', 'Date of Birth', 'Registered', 'Last Changed']) {
    for (const value of column(label)) expect(value, label).toMatch(DAY);
  }
});

test('after viewing an application, Back returns to the same page of the same view, scrolled where it was', async ({ page, request }) => {
  const word = uniqueWord();
  const letters = 'ABCDEFGHIJKL';
  const seeded = await addApplications(
    request,
    word,
    [...letters].map((letter, index) => ({
      surname: `${word}${letter}surname`,
      givenN: `Bikash${letter}`,
      nationality: index % 2 ? 'Nepal' : 'Bangladesh',
      jobTitle: 'Driving',
    })),
  );
  const zToA = seeded.toReversed();
  const view = { search: word, jobTitle: 'Driving', sort: '-surname' };
  const filters = page.getByRole('form', { name: 'Filter applications' });

  await signIn(page);
  // A bookmarked view.
  await page.goto(`${PAGES.application}?${new URLSearchParams(view).toString()}`);
  await expect(page.getByText('12 matching applications', { exact: true })).toBeVisible();
  await expect(page.getByText('Page 1 of 2', { exact: true })).toBeVisible();
  await expect(filters.getByLabel('Job title')).toHaveValue('Driving');
  await expect(filters.getByLabel('Order')).toHaveValue('-surname');
  await expect(page.getByRole('columnheader', { name: 'NAME' })).toHaveAttribute('aria-sort', 'descending');
  await expectRows(page, zToA.slice(0, 10));

  // The second page, an application on it, and Back to that page of the same view.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expectAddress(page, { ...view, page: '2' });
  await expect(page.getByText('Page 2 of 2', { exact: true })).toBeVisible();
  await expectRows(page, zToA.slice(10));
  await page.getByRole('link', { name: `View ${zToA[11]!.name}` }).click();
  await expect(page.getByRole('heading', { name: 'Applicant Copy — Pending' })).toBeVisible();
  await page.goBack();
  await expectAddress(page, { ...view, page: '2' });
  await expect(page.getByText('Page 2 of 2', { exact: true })).toBeVisible();
  await expect(page.getByText('12 matching applications', { exact: true })).toBeVisible();
  await expect(filters.getByLabel('Job title')).toHaveValue('Driving');
  await expect(filters.getByLabel('Order')).toHaveValue('-surname');
  await expectRows(page, zToA.slice(10));

  // Back on the first page, scrolled down to the tenth applicant: opened, and Back to the same place.
  // With reduced motion (a setting many people use), the page jumps there instead of gliding.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.getByRole('button', { name: 'Prev', exact: true }).click();
  await expectAddress(page, view);
  await expectRows(page, zToA.slice(0, 10));
  const search = page.getByRole('searchbox', { name: 'Search applications by passport, name, email or phone' });
  const tenthView = page.getByRole('link', { name: `View ${zToA[9]!.name}` });
  await tenthView.scrollIntoViewIfNeeded();
  await expect(tenthView).toBeInViewport();
  await expect(search).not.toBeInViewport();
  await tenthView.click();
  await expect(page.getByRole('heading', { name: 'Applicant Copy — Pending' })).toBeVisible();
  await page.goBack();
  await expectAddress(page, view);
  await expectRows(page, zToA.slice(0, 10));
  await expect(tenthView).toBeInViewport();
  await expect(search).not.toBeInViewport();
});
