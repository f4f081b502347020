import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server. This module is src/paths.ts when the sources run (tests, `npm run dev`, the tools)
 * and part of dist/server.mjs in production (`npm start`): one folder below it either way, so
 * keep it at the top of src/.
 */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
