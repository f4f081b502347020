import { expect, test, type Page } from '@playwright/test';
import { API, PAGES, type Application, type Demand, type DemandList } from '@visadesk/contract';
import { signIn } from './support/desk.ts';
import { SUPER_ADMIN } from './support/staff.ts';

/** A 1×1 PNG: the smallest photo the server's image pipeline accepts. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The desk's new demand: two positions, one titled in Devanagari as the agency wrote it. */
async function addDemandOnTheDesk(page: Page, employer: string): Promise<void> {
  await page.getByRole('link', { name: 'Demands', exact: true }).click();
  await page.getByRole('link', { name: 'Add Demand', exact: true }).click();
  const form = page.getByRole('form', { name: 'Add Demand' });
  await form.getByLabel("Employer's name", { exact: true }).fill(employer);
  await form.getByLabel('Country', { exact: true }).selectOption({ label: 'Qatar' });
  await form.getByLabel('City', { exact: true }).fill('Doha');
  const fill = async (number: number, values: { title: string; quota: string; salary: string; years: string; hours?: string }) => {
    const position = form.getByRole('group', { name: `Position ${number}` });
    await position.getByLabel('Title', { exact: true }).fill(values.title);
    await position.getByLabel('Quota (workers)', { exact: true }).fill(values.quota);
    await position.getByLabel('Contract (years)', { exact: true }).fill(values.years);
    await position.getByLabel('Monthly salary', { exact: true }).fill(values.salary);
    await position.getByLabel('Currency', { exact: true }).selectOption('QAR');
    if (values.hours) await position.getByLabel('Working hours', { exact: true }).fill(values.hours);
  };
  await fill(1, { title: 'Welder', quota: '2', salary: '1400', years: '2', hours: '8 hours, 6 days' });
  await form.getByRole('button', { name: 'Add a position', exact: true }).click();
  await fill(2, { title: 'वेल्डर सहायक', quota: '10', salary: '1100', years: '2' });
  await form.getByLabel('Pre-approval number', { exact: true }).fill('DoFE-2026-4471');
  await form.getByLabel('Closing date', { exact: true }).fill('2099-12-31');
  await form.getByLabel('State', { exact: true }).selectOption('open');
  await form.getByRole('button', { name: 'Add Demand', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Demand: ${employer}` })).toBeVisible();
}

/** The rest of the applicant's form, once the call-back filled in the name, phone, demand and position. */
async function completeTheApplication(page: Page, passport: string): Promise<void> {
  const text: [string, string][] = [
    ['Date of Birth', '1996-03-14'],
    ['Birth City', 'Butwal'],
    ['Current Nationality', 'Nepal'],
    ['Duty Duration', '2 years'],
    ['Passport No', passport],
    ['Issued Country', 'Nepal'],
  ];
  for (const [label, value] of text) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel('Sex', { exact: true }).selectOption('Male');
  await page.getByLabel('Job Title', { exact: true }).selectOption('Construction');
  await page.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'ram.png', mimeType: 'image/png', buffer: PHOTO });
}

test('staff open a demand with two positions, workers find it in Hindi and Urdu and ask to be called back from a phone, staff turn the request into a linked application, and closing the demand takes it off the site', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const employer = `Al Noor Steel ${Date.now().toString(36)}`;
  await signIn(page);
  await addDemandOnTheDesk(page, employer);
  const id = /\/demands\/([0-9a-f]{24})$/.exec(page.url())?.[1] ?? '';
  expect(id).toMatch(/^[0-9a-f]{24}$/);

  // The worker's side: the list in Hindi, the demand's page in Urdu, on a phone.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const worker = await phone.newPage();
  await worker.goto('/hi/jobs');
  await expect(worker.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(worker.getByRole('heading', { level: 1, name: 'विदेश में नौकरियाँ' })).toBeVisible();
  const listed = worker.getByRole('article').filter({ hasText: employer });
  await expect(listed.filter({ hasText: 'Welder' })).toHaveCount(1);
  await expect(listed.filter({ hasText: 'वेल्डर सहायक' })).toHaveCount(1);
  // The country and the salary's label in Hindi; the amount as the agency gave it.
  await expect(listed.filter({ hasText: 'Welder' })).toContainText('क़तर');
  await expect(listed.filter({ hasText: 'Welder' })).toContainText('मासिक वेतन');
  await expect(listed.filter({ hasText: 'Welder' })).toContainText('1,400.00');

  await worker.goto(`/ur/jobs/${id}`);
  await expect(worker.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(worker.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(worker.getByRole('heading', { level: 1 })).toContainText(employer);
  await expect(worker.getByText('ماہانہ تنخواہ').first()).toBeVisible();
  // The pre-approval number reads left to right inside the Urdu text.
  await expect(worker.locator('[dir="ltr"]', { hasText: 'DoFE-2026-4471' }).first()).toBeVisible();
  const form = worker.locator('form[method="post"]');
  await form.getByLabel('آپ کا نام', { exact: true }).fill('Ram Bahadur Thapa');
  // Typed with the Urdu keyboard's digits: the desk reads them as 9841234567.
  await form.getByLabel('فون نمبر', { exact: true }).fill('+977 ۹۸۴۱۲۳۴۵۶۷');
  await form.getByLabel('Welder', { exact: true }).check();
  await form.getByRole('button', { name: 'مجھے کال کریں', exact: true }).click();
  await expect(worker.getByText('شکریہ۔ ہم جلد آپ کو کال کریں گے۔')).toBeVisible();
  expect(await worker.content()).not.toContain('9841234567');

  // The desk: the request is waiting; staff turn it into an application.
  await page.getByRole('link', { name: 'Call-back Requests', exact: true }).click();
  const card = page.getByRole('listitem').filter({ hasText: 'Ram Bahadur Thapa' });
  await expect(card).toContainText('Welder');
  await expect(card).toContainText(employer);
  await card.getByRole('button', { name: 'Turn into application: Ram Bahadur Thapa' }).or(card.getByRole('link', { name: 'Turn into application: Ram Bahadur Thapa' })).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Visa Application Form' })).toBeVisible();
  await expect(page.getByText('From a call-back request by Ram Bahadur Thapa')).toBeVisible();
  await expect(page.getByLabel('Given Name', { exact: true })).toHaveValue('Ram Bahadur');
  await expect(page.getByLabel('Surname', { exact: true })).toHaveValue('Thapa');
  await expect(page.getByLabel('Demand', { exact: true }).locator('option:checked')).toContainText(employer);
  await expect(page.getByLabel('Position', { exact: true }).locator('option:checked')).toContainText('Welder');
  const passport = `DM${Date.now().toString(36).toUpperCase()}`;
  await completeTheApplication(page, passport);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(PAGES.application);

  // The application is linked to the demand's position, and the request is done.
  const login = await request.post(API.users.login, { data: SUPER_ADMIN });
  const headers = { Authorization: ((await login.json()) as { token: string }).token };
  const found = (await (await request.get(`${API.applications.list}?search=${passport}`, { headers })).json()) as { applications: Application[] };
  const demand = (await (await request.get(API.demands.one(id), { headers })).json()) as Demand;
  const welder = demand.positions.find((p) => p.title === 'Welder');
  expect(found.applications[0]).toMatchObject({ demand: id, position: welder?._id, givenN: 'Ram Bahadur', surname: 'Thapa' });
  expect(demand.linked[welder?._id ?? '']?.total).toBe(1);
  expect(demand.enquiries).toBe(0);

  // The demand's page on the desk counts the worker; closing it takes it off the public pages.
  await page.goto(`${PAGES.demands}/${id}`);
  const welderOnDesk = page.getByRole('region', { name: 'Welder', exact: true });
  await expect(welderOnDesk.getByRole('paragraph').first()).toHaveText('Quota 2; 1 worker linked');
  await expect(welderOnDesk.getByRole('table', { name: 'Welder: by stage' }).getByRole('row', { name: 'Demand letter and power of attorney 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Close demand', exact: true }).or(page.getByRole('button', { name: 'Close', exact: true })).first().click();
  await page.getByRole('dialog').getByRole('button', { name: /^Close/ }).click();
  await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible();
  const gone = await worker.goto(`/ur/jobs/${id}`);
  expect(gone?.status()).toBe(410);
  await expect(worker.getByRole('heading', { level: 1 })).toHaveText('یہ ملازمت اب کھلی نہیں۔');
  await worker.goto('/hi/jobs');
  await expect(worker.getByRole('article').filter({ hasText: employer })).toHaveCount(0);
  const open = (await (await request.get(`${API.demands.list}?state=open&search=${encodeURIComponent(employer)}`, { headers })).json()) as DemandList;
  expect(open.totalDemands).toBe(0);
  await phone.close();
});
