import type { Page } from '@playwright/test';

/**
 * Collects what a visitor's browser complains about: console errors and warnings (React reports a
 * hydration mismatch there or as an uncaught error) and uncaught exceptions, each with the page's
 * address at the time.
 */
export function watchBrowserProblems(page: Page): string[] {
  const problems: string[] = [];
  const where = () => new URL(page.url()).pathname;
  page.on('console', (message) => {
    // Playwright's own word where a journey keeps the service worker out (playwright.config.ts), not the site's.
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${where()} console ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`${where()} page error: ${error.message}`));
  return problems;
}
