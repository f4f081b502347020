/// <reference lib="dom" />
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PAGES } from '@visadesk/contract';
import { createApprovedApplicant } from './support/applicants.ts';
import { openPublicPage } from './support/public-site.ts';

const PUBLIC_PAGES = [PAGES.home, PAGES.enquiry, PAGES.viewOne, PAGES.login, PAGES.register];
const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Console errors and uncaught exceptions, which would also cost best-practice points. */
function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  void page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return problems;
}

/** Everything so far, CSP violations included (Chromium reports those as events). */
async function problemsOn(page: Page, problems: string[]): Promise<string[]> {
  const csp = await page.evaluate(() => window.cspViolations ?? []);
  return [...problems, ...csp.map((violation) => `CSP violation: ${violation}`)];
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.map((node) => node.target.join(' ')).join('\n    ')}`);
}

/** Keyboard users start at the skip link and can always see where focus is. */
async function expectVisibleFocusFromTheStart(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveText('Skip to main content');
  await expect(focused).toBeVisible();
  for (let step = 0; step < 4; step += 1) {
    await page.keyboard.press('Tab');
    const outline = await page.locator(':focus').evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(2);
  }
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });

    for (const path of PUBLIC_PAGES) {
      test(`${path} passes axe, works by keyboard and logs no errors`, async ({ page }) => {
        // axe alone takes 4 s on the home page (video, two carousels, 39 KB of markup) on a quiet
        // machine, 11 s for the whole test; beside a second worker on two cores it neared 30 s.
        test.slow(path === PAGES.home);
        const problems = watchForProblems(page);
        await openPublicPage(page, path);
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

        await expectVisibleFocusFromTheStart(page);
        // Checked before axe runs: axe itself evaluates code, which the CSP rightly refuses.
        expect(await problemsOn(page, problems)).toEqual([]);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

test('the prerendered home page is hydrated and carries the structured data without breaking the CSP', async ({ page }) => {
  const problems = watchForProblems(page);
  const response = await page.goto(PAGES.home);
  const html = (await response?.text()) ?? '';
  expect(html).toContain('<h1');
  expect(html).toContain('application/ld+json');
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(data).toMatchObject({ '@context': 'https://schema.org', name: 'VisaDesk Migration Consultancy' });

  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  const carousel = page.getByRole('region', { name: 'Life and work abroad' });
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(carousel.getByRole('group', { name: '2 of 4' })).toBeVisible();
  await expect(carousel.getByRole('button', { name: 'Start the slide show' })).toBeVisible();
  expect(await problemsOn(page, problems)).toEqual([]);
});

test('the applicant copy with its documents passes axe', async ({ page, request }) => {
  const applicant = await createApprovedApplicant(request);
  const problems = watchForProblems(page);
  await openPublicPage(page, PAGES.enquiry);
  await page.getByLabel('Passport Number', { exact: true }).fill(applicant.passport);
  await page.getByLabel('Nationality', { exact: true }).fill(applicant.nationality);
  await page.getByLabel('Date of Birth', { exact: true }).fill(applicant.dob);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Application Status: Approved' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(await problemsOn(page, problems)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('for a visitor who prefers less motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the home page keeps its slide shows stopped, says so, and never fetches the video', async ({ page }) => {
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'media') videoRequests.push(request.url());
    });
    await openPublicPage(page, PAGES.home);

    // Prerendered as running; once the islands have hydrated, each carousel offers to start instead.
    for (const name of ['Life and work abroad', 'Jobs we recruit for']) {
      const carousel = page.getByRole('region', { name });
      await expect(carousel.getByRole('button', { name: 'Start the slide show' })).toBeVisible();
      await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    }
    await expect(page.getByRole('button', { name: 'Play the background video' })).toBeVisible();
    expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
    expect(videoRequests).toEqual([]);
  });
});
