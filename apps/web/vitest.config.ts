import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Vitest reads its configuration from a default export.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./vitest.setup.ts'],
      unstubGlobals: true,
      // One jsdom window and module cache per worker, not per file: the web suite ran 107 s with a
      // fresh one per file and 37 s without (ADR 033). vitest.setup.ts resets what a page keeps
      // (cookies, storage, timers, the settings store) after every test.
      isolate: false,
      // The applicant form's tests render a large form several times; with three workers on two
      // cores one took 5.1 s against the default 5 s, and the Settings page with a version of each
      // Text per language 20 s on a loaded machine. A limit against hangs, not a speed check.
      testTimeout: 30_000,
      restoreMocks: true,
      // Transformed like the app's own modules, so a test that loads the applicant copy's islands on
      // Preact (view-one-islands.test.tsx) gives Lingui's provider Preact too, as the islands build does.
      server: { deps: { inline: [/@lingui\/react/] } },
    },
  }),
);
