import { defineConfig } from '@lingui/cli';
import { createBabelExtractor } from '@lingui/cli/api/extractors/babel';
import type { ExtractorType } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { CATALOGUE_LANGUAGES, CONTRACT_TEXTS, type ContractText } from '@visadesk/contract';
import { PUBLIC_TEXT_IDS } from './src/i18n/public-texts.ts';

/**
 * The contract's texts (ADR 048), written into the catalogues by id from the contract itself, so the
 * web never types their English again: the public list's into `messages.po` (read where
 * src/i18n/public-texts.ts is extracted), every other into `desk.po` (where src/config/desk-texts.ts
 * is). The English goes beside each id, and stays the English catalogue's text.
 */
const PUBLIC = new Set<string>(PUBLIC_TEXT_IDS);
const CONTRACT_SOURCES: Record<string, (text: ContractText) => boolean> = {
  'src/i18n/public-texts.ts': (text) => PUBLIC.has(text.id),
  'src/config/desk-texts.ts': (text) => !PUBLIC.has(text.id),
};
const sourceOf = (filename: string) => Object.keys(CONTRACT_SOURCES).find((source) => filename.replaceAll('\\', '/').endsWith(source));
const contractExtractor: ExtractorType = {
  match: (filename) => sourceOf(filename) !== undefined,
  extract(filename, _code, onMessageExtracted) {
    const keep = CONTRACT_SOURCES[sourceOf(filename) ?? ''] ?? (() => false);
    for (const text of CONTRACT_TEXTS.filter(keep)) {
      onMessageExtracted({ id: text.id, message: text.message, comment: `English: ${text.message}`, origin: [filename, 1] });
    }
  },
};

/**
 * The staff desk's sources (ADR 031): their messages go to each language's `desk.po`, which only the
 * desk's pages load, so a visitor of the public pages never downloads them. The desk stays English
 * for now; its catalogues in the other languages wait for translators. The features never import
 * each other (eslint.config.js), so a public page cannot reach these files.
 */
const DESK_SOURCES = [
  '<rootDir>/src/features/{activity,applications,dashboard,demands,payments,profile,settings,slides,staff}/**',
  '<rootDir>/src/components/ledger/**',
  '<rootDir>/src/features/auth/routes/{forgot-password,reset-password,accept-invitation}.tsx',
  '<rootDir>/src/features/auth/components/new-password-fields.tsx',
  '<rootDir>/src/components/layouts/admin-*.tsx',
  '<rootDir>/src/config/{staff-menu,success-messages,page-titles,desk-texts}.ts',
  // Shared by the desk's features only (a public page using one fails its prerender: entry-server.tsx).
  '<rootDir>/src/components/ui/{pager,confirm-dialog,edit-delete-actions,export-button,failed-to-load}.tsx',
  '<rootDir>/src/components/filter-form.tsx',
  '<rootDir>/src/components/layouts/role-words.ts',
  '<rootDir>/src/lib/no-response-words.ts',
];

const TESTS = ['**/*.test.*', '**/testing/**', '**/*-fixtures.ts', '**/*-test-support.ts'];

/**
 * Two catalogues per language (ADR 027 and 031): `npm run i18n:extract` collects the
 * messages of the components into src/locales/<language>/messages.po (the public pages, the applicant
 * emails' links, everything a visitor reads) and desk.po (the staff desk); the Vite plugin compiles
 * the page's language at build time. English is the source: its catalogues hold the spec's words.
 */
export default defineConfig({
  ...CATALOGUE_LANGUAGES,
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [...TESTS, ...DESK_SOURCES],
    },
    {
      path: '<rootDir>/src/locales/{locale}/desk',
      include: DESK_SOURCES,
      exclude: TESTS,
    },
  ],
  extractors: [contractExtractor, createBabelExtractor()],
  format: formatter({ lineNumbers: false }),
});
