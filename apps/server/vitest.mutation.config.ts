import { defineConfig } from 'vitest/config';
import server from './vitest.config.ts';

/**
 * The server's tests that Stryker runs (stryker.config.mjs): those written for the modules it
 * mutates, all fast. Chosen here rather than with Stryker's `testFiles`, which keeps module-level
 * mutants from ever being switched on (stryker-js#6144), so they would all "survive".
 */
export default defineConfig({
  // Stryker starts vitest from its sandbox's root, and vitest resolves `globalSetup` and
  // `setupFiles` against its root, which defaults to the working directory: name this folder.
  root: import.meta.dirname,
  test: {
    ...server.test,
    // Each mutant's run loads the mutated module afresh, and passwords.test.ts replaces argon2.
    isolate: true,
    exclude: [],
    include: [
      'src/lib/sniff.test.ts',
      'src/security/tokens.test.ts',
      'src/security/rate-limit.test.ts',
      'src/security/passwords.test.ts',
      'src/security/passwords-argon2.test.ts',
      'src/security/totp.test.ts',
      'src/security/client-address.test.ts',
      'test/services/rate-limiter.test.ts',
      'src/storage/file-links.test.ts',
      'src/lib/short-lived-cache.test.ts',
      'test/services/password-resets.test.ts',
      'test/services/two-factor.test.ts',
      'test/services/sessions.test.ts',
      'test/services/enquiry-guard.test.ts',
    ],
  },
});
