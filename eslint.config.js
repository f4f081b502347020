// ESLint flat config for the whole monorepo. Fast by design: no type-aware rules, so linting never
// waits for the TypeScript program (`npm run typecheck` covers types).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import lingui from 'eslint-plugin-lingui';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const webSrc = 'apps/web/src';
const featuresDir = `${webSrc}/features`;

/** Feature folders present when lint starts, so the no-cross-feature rule covers any new feature. */
function featureNames() {
  try {
    return readdirSync(path.join(root, featuresDir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** A no-restricted-imports pattern for a package and its subpaths. */
const restrictPackages = (packages, message) => ({
  regex: `^(${packages.join('|')})(/.*)?$`,
  message,
});

const serverOnlyPackages = restrictPackages(
  ['fastify', 'fastify-[^/]+', '@fastify/[^/]+', 'drizzle-orm', 'drizzle-kit', 'pg', 'pg-[^/]+', '@electric-sql/[^/]+'],
  'Server and database packages stay in apps/server.',
);

const serverSrc = 'apps/server/src';
/** The server's domains: each folder holds its routes, services and messages (ADR 046). */
const SERVER_DOMAINS = ['activity', 'applications', 'dashboard', 'enquiry', 'ledger', 'mail', 'maintenance', 'requests', 'settings', 'slides', 'staff', 'stages'];
/** What every domain stands on: the database, stored files, uploads, configuration, HTTP and security. */
const SERVER_SHARED = ['config', 'db', 'http', 'lib', 'security', 'storage', 'uploads', 'paths.ts'];

const contractMessage =
  'packages/contract is imported by server, web and tests: it never imports app, server, database or UI code.';

/**
 * Import direction (STYLE.md): contract <- server, contract <- web; in the web app
 * shared (components, lib) -> features -> app, and features never import each other.
 * Paths are resolved, so relative and package imports are both caught.
 */
const zones = [
  { target: 'packages/contract', from: 'apps', message: contractMessage },
  { target: 'apps/web', from: 'apps/server', message: 'The web app talks to the server over HTTP only.' },
  { target: 'apps/server', from: 'apps/web', message: 'The server never imports web code.' },
  {
    target: [`${webSrc}/components`, `${webSrc}/lib`],
    from: [featuresDir, `${webSrc}/app`],
    message: 'Shared code (components, lib) may not import features or app.',
  },
  { target: featuresDir, from: `${webSrc}/app`, message: 'Features may not import app/.' },
  {
    target: SERVER_SHARED.map((part) => `${serverSrc}/${part}`),
    from: SERVER_DOMAINS.map((domain) => `${serverSrc}/${domain}`),
    message: "The server's shared parts (database, storage, uploads, config, HTTP, security) never import a domain: move what both need into the shared part.",
  },
  ...featureNames().map((feature) => ({
    target: `${featuresDir}/${feature}`,
    from: featuresDir,
    except: [`./${feature}`],
    message: 'Features never import each other: move shared code to components/ or lib/.',
  })),
];

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    'data/',
    'apps/*/data/',
    '**/test-results/',
    '**/playwright-report/',
    '**/.test-output/',
    'apps/server/drizzle/',
    // The email's catalogues as lingui compile writes them (npm run i18n:compile -w @visadesk/server).
    'apps/server/src/locales/',
    // Stryker's sandboxes and reports (npm run test:mutation).
    '.stryker-tmp/',
    'reports/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    name: 'visadesk/base',
    files: ['**/*.{js,mjs,cjs,ts,mts,cts,tsx}'],
    plugins: { 'import-x': importX },
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module' },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.json'],
          conditionNames: ['types', 'import', 'default'],
        }),
      ],
    },
    rules: {
      'no-console': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          args: 'after-used',
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
    },
  },

  {
    name: 'visadesk/node-globals',
    files: ['**/*.{js,mjs,cjs,ts,mts,cts,tsx}'],
    // The contract runs in the browser and in Node alike, so it gets neither environment.
    ignores: ['packages/contract/**', `${webSrc}/**`],
    languageOptions: { globals: globals.node },
  },

  {
    name: 'visadesk/console-allowed',
    files: ['scripts/**', 'bench/**', '**/cli/**'],
    rules: { 'no-console': 'off' },
  },

  {
    name: 'visadesk/contract',
    files: ['packages/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@visadesk/(server|web)(/.*)?$', message: contractMessage },
            { regex: '(^|/)apps(/|$)', message: contractMessage },
            serverOnlyPackages,
            restrictPackages(['react', 'react-[^/]+', '@reduxjs/[^/]+'], contractMessage),
          ],
        },
      ],
    },
  },

  {
    name: 'visadesk/web',
    files: ['apps/web/**/*.{js,mjs,ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@visadesk/server(/.*)?$', message: 'The web app talks to the server over HTTP only.' },
            { regex: '(^|/)apps/server(/|$)', message: 'The web app talks to the server over HTTP only.' },
            serverOnlyPackages,
          ],
        },
      ],
    },
  },
  {
    name: 'visadesk/web-browser',
    files: [`${webSrc}/**/*.{ts,tsx}`],
    languageOptions: { globals: globals.browser },
  },
  {
    name: 'visadesk/web-react-hooks',
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },

  {
    name: 'visadesk/server',
    files: ['apps/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@visadesk/web(/.*)?$', message: 'The server never imports web code.' },
            { regex: '(^|/)apps/web(/|$)', message: 'The server never imports web code.' },
          ],
        },
      ],
    },
  },
  {
    // A newcomer reads any function at a glance and any file in one sitting (ADR 015). Tests,
    // fixtures and generated data are exempt.
    name: 'visadesk/size',
    files: ['apps/*/src/**/*.{ts,tsx}', 'apps/*/scripts/**/*.{ts,mjs}', 'packages/*/src/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.mjs', 'e2e/support/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 50, skipBlankLines: true, skipComments: true }],
      'max-lines': ['error', { max: 250 }],
    },
  },
  {
    // Every word a visitor or a staff member reads is in the catalogues, so a page in Hindi
    // is Hindi throughout, and the desk (English for now) can follow (ADR 031). Text typed as a
    // literal fails here; `t`, `msg` and <Trans> pass.
    name: 'visadesk/texts-in-catalogues',
    files: [`${webSrc}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', '**/*-fixtures.ts', '**/*-test-support.ts'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // One word without a capital (keys, class names, ids), and upper-case constants.
            '^(?![A-Z])\\S+$',
            '^[A-Z0-9_-]+$',
            // Addresses, media queries and CSS values.
            '^(/|https?:|mailto:|tel:|\\(|#|\\.)',
          ],
          ignoreNames: [
            { regex: { pattern: 'className', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_-]+$' } },
            'key', 'id', 'type', 'role', 'href', 'to', 'src', 'srcSet', 'sizes', 'width', 'height', 'rel', 'as',
            'autoComplete', 'autoCapitalize', 'inputMode', 'name', 'tone', 'lang', 'dir', 'hrefLang', 'max', 'list',
            'loading', 'decoding', 'method', 'comment', 'slidesId',
            // RTK Query's cache tags and the fonts' family names.
            'providesTags', 'invalidatesTags', 'tagTypes', 'family',
          ],
          ignoreFunctions: ['Error', 'console.*', '*.getElementById', '*.querySelector*', '*.closest', '*.includes', '*.startsWith', '*.getItem', '*.setItem', 'import', 'require', 'matchMedia', '*.toLocaleString',
            // Request headers and the browser's own error names.
            '*.set', 'DOMException', '*.addEventListener'],
        },
      ],
    },
  },
]);
