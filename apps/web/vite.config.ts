import { readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import purgeCss from '@fullhuman/postcss-purgecss';
import babel from '@rolldown/plugin-babel';
import { getConfig } from '@lingui/conf';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { DESTINATION_CODES } from '@visadesk/contract';
import { defineConfig, type Plugin } from 'vite';
import { fontSubsets } from './scripts/font-subsets.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html|map|webmanifest)$/;

/**
 * Writes .br and .gz beside every compressible asset of the build, so the server (@fastify/static
 * with preCompressed) sends them at the best compression without spending CPU per request. Only
 * this build's own files: the islands build (vite.islands.config.ts) writes into the same folder.
 */
export function precompress(): Plugin {
  return {
    name: 'visadesk-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? '';
      for (const name of Object.keys(bundle)) {
        if (!/^(assets|flags)\//.test(name) || !COMPRESSIBLE.test(name)) continue;
        const file = path.join(outDir, name);
        if ((await stat(file)).size < 1024) continue;
        const content = await readFile(file);
        await writeFile(`${file}.br`, await brotli(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
        await writeFile(`${file}.gz`, await gzipAsync(content, { level: 9 }));
      }
    },
  };
}

const here = fileURLToPath(new URL('.', import.meta.url));

const FLAG_FOLDER = 'flags';
const flagFile = (code: string) => createRequire(import.meta.url).resolve(`flag-icons/flags/4x3/${code}.svg`);

/**
 * The destination countries' flags (contract/home-texts.ts) at fixed addresses, `/flags/<code>.svg`:
 * the countries come from Settings, so the server fills a prerendered page's flags by code and
 * cannot know a hashed file name. Written by the build (with .br and .gz) and served by the dev server.
 */
export function destinationFlags(): Plugin {
  return {
    name: 'visadesk-destination-flags',
    async generateBundle() {
      if (this.environment.config.build.ssr) return;
      for (const code of DESTINATION_CODES) {
        this.emitFile({ type: 'asset', fileName: `${FLAG_FOLDER}/${code}.svg`, source: await readFile(flagFile(code)) });
      }
    },
    configureServer(server) {
      server.middlewares.use(`/${FLAG_FOLDER}`, (request, response, next) => {
        const code = /^\/([a-z]{2})\.svg$/.exec(request.url ?? '')?.[1];
        if (!code || !(DESTINATION_CODES as string[]).includes(code)) return next();
        void readFile(flagFile(code)).then((svg) => response.setHeader('content-type', 'image/svg+xml').end(svg), next);
      });
    },
  };
}

/**
 * Bootstrap ships about 230 KB of CSS, most of it for components this app never uses, and a CSP
 * without inline styles means none of it can be inlined: all of it blocks the first paint. PurgeCSS
 * keeps only the rules whose classes appear in the source, so class names must be written out in
 * full (a map of names, never `btn-${tone}`). React Router adds `active` at run time.
 */
export const unusedCss = purgeCss({
  // The server writes the vacancies pages' HTML (ADR 052): the classes it uses are kept too.
  content: [path.join(here, 'index.html'), path.join(here, 'src/**/*.{ts,tsx}'), path.join(here, '../server/src/demands/public-*.ts')],
  safelist: { standard: ['active', 'show', 'collapsing', 'disabled', 'is-invalid', 'is-valid'] },
});

/**
 * The contract builds its Zod schemas at module level, which looks like a side effect; it has
 * none, and marking it so keeps unused schemas (and most of Zod) off public pages.
 */
export const CONTRACT_WITHOUT_SIDE_EFFECTS = {
  moduleSideEffects: [{ test: /[\\/]packages[\\/]contract[\\/]/, sideEffects: false }],
};

/**
 * Lingui (ADR 027): the macros (`<Trans>`, `t`) become message ids at build time, and a catalogue
 * (`.po`) imported by the app is compiled to plain messages; no message parser reaches the browser.
 */
export function messageCatalogues() {
  const linguiConfig = { configPath: path.join(here, 'lingui.config.ts') };
  // The macros through Babel, not Lingui's native transform: that one needs a platform binding npm
  // leaves out when it installs from this lockfile (ADR 027). Said once there, not on every build.
  process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1';
  const macros = linguiTransformerBabelPreset({ linguiConfig: getConfig(linguiConfig) }, linguiConfig);
  return [lingui(linguiConfig), babel({ presets: [macros] })];
}

/** Bootstrap's two builds, by the names of their stylesheets in dist/assets. */
const BOOTSTRAP_ENTRIES = {
  bootstrap: path.join(here, 'src/styles/bootstrap-ltr.css'),
  'bootstrap-rtl': path.join(here, 'src/styles/bootstrap-rtl.css'),
};

/**
 * Being an entry of its own, Bootstrap's stylesheet comes after the app's in the desk's index.html,
 * where the app's additions to it would lose; this puts it back first.
 */
function bootstrapFirst(): Plugin {
  return {
    name: 'visadesk-bootstrap-first',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const link = /<link rel="stylesheet"[^>]*href="\/assets\/bootstrap-[^"]+\.css"[^>]*>\s*/.exec(html)?.[0];
        if (!link) return html;
        const without = html.replace(link, '');
        const first = without.indexOf('<link rel="stylesheet"');
        return `${without.slice(0, first)}${link}${without.slice(first)}`;
      },
    },
  };
}

// Vite reads its configuration from a default export. Paths are relative to apps/web, the root
// Vite uses when run from this workspace (npm run build -w @visadesk/web) or as a Vitest project.
export default defineConfig({
  plugins: [react(), ...messageCatalogues(), fontSubsets(), precompress(), destinationFlags(), bootstrapFirst()],
  css: {
    postcss: { plugins: [unusedCss] },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // The server's CSP allows only same-origin assets, so nothing is inlined as a data: URL.
    assetsInlineLimit: 0,
    // src/ssr/page-assets.ts reads it for each prerendered page's scripts and styles.
    manifest: true,
    rolldownOptions: {
      // The app. The home page's islands are built apart, on Preact (vite.islands.config.ts).
      // Bootstrap in each direction, as entries of their own: a page links the one of its language's
      // direction (src/ssr/page-assets.ts, ADR 028); the app's own imports the left-to-right one.
      input: { app: path.join(here, 'index.html'), ...BOOTSTRAP_ENTRIES },
      output: {
        codeSplitting: {
          // React on its own: the largest file, the same on every page and across most releases.
          groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
      treeshake: CONTRACT_WITHOUT_SIDE_EFFECTS,
    },
  },
  // `npm run dev` (scripts/dev.mjs): the API calls go to the server it started, on PORT.
  server: {
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}`, '/.well-known': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
});
