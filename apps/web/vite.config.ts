import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Vite reads its configuration from a default export. Paths are relative to apps/web, the root
// Vite uses when run from this workspace (npm run build -w @visadesk/web) or as a Vitest project.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // The server's CSP allows only same-origin assets, so nothing is inlined as a data: URL.
    assetsInlineLimit: 0,
    rolldownOptions: {
      treeshake: {
        // The contract builds its Zod schemas at module level, which looks like a side effect;
        // it has none, and marking it so keeps unused schemas (and most of Zod) off public pages.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]contract[\\/]/, sideEffects: false }],
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
