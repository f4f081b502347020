import { defineConfig } from 'vitest/config';
import server, { ISOLATED } from './vitest.config.ts';

/** The server's test files that replace a module with `vi.mock`: each with its own module cache. */
export default defineConfig({ test: { ...server.test, name: 'server-isolated', include: ISOLATED, exclude: [], isolate: true } });
