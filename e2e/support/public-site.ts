import { expect, type Page } from '@playwright/test';

/**
 * Opens a public page and waits until the app (on the home page, its islands) has taken over the
 * prerendered HTML and marked <html data-app-ready>, so what the test does next is handled.
 */
export async function openPublicPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
}
