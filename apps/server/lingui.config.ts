import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { CATALOGUE_LANGUAGES } from '@visadesk/contract';

/**
 * The applicant's email, one catalogue per language (ADR 029), the same PO files as the web
 * (ADR 027). The server runs its TypeScript as it is, without Babel, so the messages are written with
 * Lingui's runtime macro (`msg` from @lingui/core/runtime-macro): it builds the same descriptors as the
 * compiled macro, and `npm run i18n:extract -w @visadesk/server` reads them like any macro.
 * `npm run i18n:compile -w @visadesk/server` writes src/locales/<language>/messages.ts, which the
 * server imports.
 */
export default defineConfig({
  ...CATALOGUE_LANGUAGES,
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src/mail'],
      exclude: ['**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
  experimental: { runtimeMacro: true },
});
