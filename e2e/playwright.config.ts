import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const jsonReport = path.resolve(repoRoot, process.env.E2E_JSON_OUTPUT ?? '.test-output/e2e.json');

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
};

const SITE_WIDE = ['**/manage-home-slides.spec.ts', '**/name-the-consultancy.spec.ts'];

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
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: SITE_WIDE, use: browser },
    // Journeys that change what every visitor sees (published slides) run alone, after the rest.
    { name: 'site-wide', testMatch: SITE_WIDE, dependencies: ['chromium'], use: browser },
  ],
});
