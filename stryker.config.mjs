// @ts-check
/**
 * Mutation testing of the server's security-critical code: `npm run test:mutation`.
 * It takes about nine minutes on two cores, so it is in neither CI nor `npm test`; run it after
 * changing one of the files under `mutate` or their tests (`-- --mutate <file>` for one), and keep
 * every file at 90 % or more (bench/README.md has the last figures and the mutants no input can tell apart). Only the
 * server's tests written for these modules run (apps/server/vitest.mutation.config.ts, unit and
 * service tests on the embedded PostgreSQL the server tests start), so every mutant meets fast
 * tests that fail at once (ADR 045).
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
const config = {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'apps/server/vitest.mutation.config.ts', related: false },
  mutate: [
    'apps/server/src/lib/sniff.ts',
    'apps/server/src/security/tokens.ts',
    'apps/server/src/security/rate-limit.ts',
    'apps/server/src/security/rate-limiter.ts',
    'apps/server/src/security/passwords.ts',
    'apps/server/src/security/totp.ts',
    'apps/server/src/security/client-address.ts',
    'apps/server/src/staff/password-resets.ts',
    'apps/server/src/staff/emailed-links.ts',
    'apps/server/src/staff/two-factor.ts',
    'apps/server/src/storage/file-links.ts',
    'apps/server/src/lib/short-lived-cache.ts',
    'apps/server/src/staff/sessions.ts',
    'apps/server/src/enquiry/enquiry-guard.ts',
  ],
  coverageAnalysis: 'perTest',
  // A mutant no test kills runs its whole test files, database set-up included; on a busy machine
  // that overran Stryker's default budget and a survivor was reported as a "timeout" (which counts
  // as killed). A generous budget keeps survivors honest; a real endless loop still ends.
  timeoutMS: 30_000,
  thresholds: { high: 95, low: 90, break: 90 },
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  ignorePatterns: ['apps/web', 'e2e', 'bench', 'docs', 'reports', 'data', 'apps/*/data', '.test-output', 'coverage'],
  tempDirName: '.stryker-tmp',
};

export default config;
