import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const jsonReport = path.resolve(repoRoot, process.env.E2E_JSON_OUTPUT ?? '.test-output/e2e.json');

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
};

/**
 * Journeys that change what every visitor or every staff member sees (published slides, Settings)
 * run one at a time on a server of their own (global-setup.ts), beside the rest. After the rest,
 * on the one server, they kept one worker of two busy alone for the last 44 s of a 282-second run
 * (ADR 044).
 */
const SITE_WIDE = [
  '**/manage-home-slides.spec.ts',
  '**/slides-in-their-own-carousel.spec.ts',
  '**/name-the-consultancy.spec.ts',
  '**/finish-the-first-run-checklist.spec.ts',
  '**/word-the-home-page.spec.ts',
  '**/read-values-right-to-left.spec.ts',
  '**/settings-texts-in-each-language.spec.ts',
  '**/home-page-from-settings.spec.ts',
  '**/name-the-document-slots.spec.ts',
];

/**
 * Journeys about how pages look and read (axe, right to left, fonts), whatever database is behind:
 * run on the embedded database only when E2E_LOOKS_ONCE is set, as `npm test`'s PostgreSQL stage does
 * (every journey that stores or reads data runs on both).
 */
const LOOKS = ['**/public-pages-a11y.spec.ts', '**/urdu-right-to-left.spec.ts'];
const skipped = process.env.E2E_LOOKS_ONCE ? LOOKS : [];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(repoRoot, '.test-output/e2e-artifacts'),
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // The longest journeys (an application added, a document uploaded, approved, printed, deleted;
  // several argon2id sign-ins at OWASP's cost) took 25-32 s with two workers on two cores.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: jsonReport }]],
  use: {
    // Set by global-setup.ts before any worker starts.
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    // The site's service worker (ADR 053) would answer from its caches, out of reach of page.route
    // and of a journey's own network: only the journeys about it let it run.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  projects: [
    // First, so that one worker takes them from the start while the other begins the rest.
    {
      name: 'site-wide',
      testMatch: SITE_WIDE,
      fullyParallel: false,
      workers: 1,
      use: { ...browser, baseURL: process.env.E2E_SITE_WIDE_BASE_URL },
    },
    { name: 'chromium', testIgnore: [...SITE_WIDE, ...skipped], use: browser },
  ],
});
