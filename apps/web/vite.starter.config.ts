import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * The starter of the prerendered pages (src/starter/start.ts), built on its own after the app and
 * the islands into the same folder: it must share no chunk with either, since it is the one script
 * a page loads before its first paint. src/entry-server.tsx finds it in this build's manifest.
 */
export default defineConfig({
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
