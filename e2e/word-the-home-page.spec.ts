import { expect, test, type Page } from '@playwright/test';
import { API, DEFAULT_HOME_TEXTS, PAGES } from '@visadesk/contract';
import { watchBrowserProblems } from './support/browser-problems.ts';
import { signIn } from './support/desk.ts';
import { SUPER_ADMIN } from './support/staff.ts';

const HEADING = 'Work in the Gulf with {name}';
const SUBTITLE = 'Licensed recruitment for Qatar, the Emirates and Saudi Arabia.';
const SERVICE = { title: 'MEDICAL CHECKS', text: 'We book your GAMCA medical and keep the report with your file.' };
const STEP = { title: 'Trade test', text: 'Show your skills at our partner centre.' };

async function save(page: Page) {
  const saved = page.waitForResponse((res) => res.url().endsWith(API.settings) && res.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save settings', exact: true }).click();
  expect((await saved).status()).toBe(200);
}

async function writeTheHomePage(page: Page) {
  await page.goto(PAGES.setting);
  const home = page.getByRole('group', { name: 'Home page' });
  await home.getByLabel('Heading', { exact: true }).fill(HEADING);
  await home.getByLabel('Subtitle', { exact: true }).fill(SUBTITLE);
  await home.getByLabel('Service 2: title').fill(SERVICE.title);
  await home.getByLabel('Service 2: text').fill(SERVICE.text);
  await home.getByLabel('Destination 1', { exact: true }).selectOption({ label: 'Qatar' });
  await home.getByLabel('Step 2: title').fill(STEP.title);
  await home.getByLabel('Step 2: text').fill(STEP.text);
  await save(page);
}

test("the home page shows the agency's own words from Settings, in the HTML as sent", async ({ page, browser }) => {
  await signIn(page);
  const name = (await (await page.request.get(API.publicSettings)).json()).consultancyName as string;
  await writeTheHomePage(page);
  try {
    const visitor = await (await browser.newContext()).newPage();
    const problems = watchBrowserProblems(visitor);

    const response = await visitor.goto(PAGES.home);
    // Before any script runs: search engines and a phone with scripts off read the same words.
    const html = (await response?.text()) ?? '';
    for (const text of [`Work in the Gulf with ${name}`, SUBTITLE, SERVICE.title, SERVICE.text, STEP.title, STEP.text, 'Qatar']) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain('%HOME:');
    expect(html).not.toContain(DEFAULT_HOME_TEXTS.services[1]?.title.en);

    await expect(visitor.locator('html[data-app-ready]')).toHaveCount(1);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`Work in the Gulf with ${name}`);
    await expect(visitor).toHaveTitle(`Work in the Gulf with ${name}`);
    await expect(visitor.getByRole('heading', { level: 2, name: SERVICE.title })).toBeVisible();
    await expect(visitor.getByRole('heading', { level: 3, name: STEP.title })).toBeVisible();
    const destinations = visitor.getByRole('list', { name: 'Countries we advise on' });
    await expect(destinations.getByRole('listitem').first()).toHaveText('Qatar');
    // The chosen country's flag is served by this site.
    const flag = destinations.locator('img').first();
    await flag.scrollIntoViewIfNeeded();
    await expect(flag).toHaveAttribute('src', '/flags/qa.svg');
    await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(problems).toEqual([]);
  } finally {
    // Back to today's copy for the journeys after this one.
    const { token } = (await (await page.request.post(API.users.login, { data: SUPER_ADMIN })).json()) as { token: string };
    const headers = { Authorization: token };
    const settings = await (await page.request.get(API.settings, { headers })).json();
    expect((await page.request.put(API.settings, { headers, data: { ...settings, homeTexts: DEFAULT_HOME_TEXTS } })).status()).toBe(200);
  }
});
