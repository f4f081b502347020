import { expect, test, type Page } from '@playwright/test';
import { API, DEFAULT_SETTINGS, PAGES } from '@visadesk/contract';
import { signIn } from './support/desk.ts';

const NAME = 'Maple Route Consultants';
const PHONE = '+977 1 4412345';

async function saveSettings(page: Page, name: string, phone: string) {
  await page.goto(PAGES.setting);
  await page.getByLabel('Consultancy name', { exact: true }).fill(name);
  await page.getByLabel('Phone', { exact: true }).fill(phone);
  const saved = page.waitForResponse((res) => res.url().endsWith(API.settings) && res.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save settings', exact: true }).click();
  expect((await saved).status()).toBe(200);
}

test("the consultancy's name from the settings is on the home page from the first paint", async ({ page, browser }) => {
  await signIn(page);
  await saveSettings(page, NAME, PHONE);
  try {
    const visitor = await (await browser.newContext()).newPage();
    const problems: string[] = [];
    visitor.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    visitor.on('pageerror', (error) => problems.push(error.message));
    const settingsCalls: string[] = [];
    visitor.on('request', (request) => {
      if (new URL(request.url()).pathname === API.publicSettings) settingsCalls.push(request.url());
    });

    const response = await visitor.goto(PAGES.home);
    // In the HTML as sent, before any script runs.
    const html = (await response?.text()) ?? '';
    expect(html).toContain(`${NAME}: your way to work abroad`);
    expect(html).not.toContain(DEFAULT_SETTINGS.consultancyName);
    // The footer's year is filled in when the page is served, not when it was built.
    expect(html).toMatch(new RegExp(`© (<!-- -->)?${new Date().getFullYear()}`));
    expect(html).not.toContain('%COPYRIGHT_YEAR%');

    await expect(visitor.locator('html[data-app-ready]')).toHaveCount(1);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`${NAME}: your way to work abroad`);
    await expect(visitor.getByRole('contentinfo')).toContainText(PHONE);
    await expect(visitor.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} ${NAME}`);
    // The agency's own name in the top bar, not the software's.
    await expect(visitor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: NAME })).toHaveAttribute('href', PAGES.home);
    await expect(visitor).toHaveTitle(`${NAME}: your way to work abroad`);
    // The settings came with the page: the browser never had to ask for them.
    expect(settingsCalls).toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    await saveSettings(page, DEFAULT_SETTINGS.consultancyName, DEFAULT_SETTINGS.phone);
  }
});
