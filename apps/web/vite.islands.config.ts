import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preactAliases } from './preact-for-react.ts';
import { CONTRACT_WITHOUT_SIDE_EFFECTS, messageCatalogues, precompress, unusedCss } from './vite.config.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * The home page's islands (src/islands.tsx), built after the app into the same folder, on Preact
 * instead of React (ADR 012): React DOM alone is 66 KB gzip, more than the page's whole budget.
 * The components are the app's own; only this bundle resolves `react` to `preact/compat`.
 * src/ssr/page-assets.ts reads this build's manifest for the home page's scripts.
 */
export default defineConfig({
  plugins: [react(), ...messageCatalogues(), precompress()],
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
      input: { islands: path.join(here, 'src/islands.tsx') },
      treeshake: CONTRACT_WITHOUT_SIDE_EFFECTS,
    },
  },
});
