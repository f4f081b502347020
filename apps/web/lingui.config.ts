import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { LANGUAGE_CODES } from '@visadesk/contract';

/**
 * One catalogue per language (issue 16, ADR 027): `npm run i18n:extract` collects the messages of
 * the components into src/locales/<language>/messages.po; the Vite plugin compiles the visitor's
 * language at build time. English is the source: its catalogue holds the spec's words.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: [...LANGUAGE_CODES],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/testing/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
