import { expect, type Page } from '@playwright/test';

/**
 * Opens a public page and waits until the app has taken over its prerendered HTML (the public
 * layout then marks <html data-app-ready>), so what the test does next is handled by the app.
 */
export async function openPublicPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
}
