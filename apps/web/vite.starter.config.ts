import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { WEB_APP } from '@visadesk/contract';
import { RUNTIME_CACHING } from './service-worker.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * The starter of the prerendered pages (src/starter/start.ts), built on its own after the app and
 * the islands into the same folder: it must share no chunk with either, since it is the one script
 * a page loads before its first paint. src/entry-server.tsx finds it in this build's manifest.
 * This build also writes the service worker (`/sw.js`, ADR 053), which the starter registers.
 */
export default defineConfig({
  plugins: [
    VitePWA({
      strategies: 'generateSW',
      filename: WEB_APP.serviceWorker.slice(1),
      // The starter registers it; the server writes the manifest with the consultancy's name.
      injectRegister: false,
      manifest: false,
      includeManifestIcons: false,
      workbox: {
        globPatterns: [],
        navigateFallback: null,
        runtimeCaching: RUNTIME_CACHING,
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        sourcemap: false,
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    assetsDir: 'assets',
    manifest: '.vite/starter-manifest.json',
    // It imports the page's scripts by the addresses the page lists, with nothing to preload.
    modulePreload: false,
    rolldownOptions: {
      input: { start: path.join(here, 'src/starter/start.ts') },
    },
  },
});
