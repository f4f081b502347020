import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preactAliases } from './preact-for-react.ts';
import { islandCatalogues } from './scripts/island-catalogue.ts';
import { CONTRACT_WITHOUT_SIDE_EFFECTS, messageCatalogues, precompress, unusedCss } from './vite.config.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * The pages of islands' scripts, built after the app into the same folder, on Preact instead of
 * React (ADR 012): React DOM alone is 66 KB gzip, more than a page's whole budget. Three entries: the
 * home page's (src/islands.tsx), the applicant's upload page's (src/upload-islands.tsx), the
 * vacancies pages' (src/jobs-islands.tsx, the layout's islands alone), the verification page's and
 * the status enquiry's (src/verify-islands.tsx, src/enquiry-islands.tsx), the applicant copy's
 * (src/view-one-islands.tsx, with Lingui and its language's catalogue), which
 * share their common chunks (Preact, the layout's islands). The components are the app's own; only
 * this build resolves `react` to `preact/compat`. src/ssr/page-assets.ts reads its manifest.
 */
export default defineConfig({
  plugins: [react(), ...messageCatalogues(), islandCatalogues({ entry: 'src/view-one-islands.tsx', chunk: 'view-one-islands' }), precompress()],
  css: {
    postcss: { plugins: [unusedCss] },
  },
  resolve: { alias: preactAliases() },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    assetsDir: 'assets',
    assetsInlineLimit: 0,
    manifest: '.vite/islands-manifest.json',
    rolldownOptions: {
      input: {
        islands: path.join(here, 'src/islands.tsx'),
        'upload-islands': path.join(here, 'src/upload-islands.tsx'),
        'jobs-islands': path.join(here, 'src/jobs-islands.tsx'),
        'verify-islands': path.join(here, 'src/verify-islands.tsx'),
        'enquiry-islands': path.join(here, 'src/enquiry-islands.tsx'),
        'view-one-islands': path.join(here, 'src/view-one-islands.tsx'),
      },
      treeshake: CONTRACT_WITHOUT_SIDE_EFFECTS,
    },
  },
});
