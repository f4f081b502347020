import { defineConfig } from 'vitest/config';

/**
 * Test files that replace a module (`vi.mock`) must load the app afresh: they run in their own
 * project, `server-isolated` (vitest.isolated.config.ts), with a module cache of their own.
 */
export const ISOLATED = ['src/security/passwords.test.ts', 'test/security/unknown-email-timing.test.ts'];

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ISOLATED,
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/each-file.ts'],
    // One module cache per worker, not per file: each file loaded the whole app (Fastify, drizzle,
    // every route) again, 11.6 s of a single file's 22.7 s, and importing took 927 s of the unit
    // stage's summed file time against 127 s without (ADR 044). Files that need a fresh module
    // (vi.mock) are in ISOLATED; what the app keeps in module state (caches, limiters) lives in the
    // app instance each test builds.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
