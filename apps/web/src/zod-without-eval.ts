/*
 * Zod compiles fast parsers with `new Function`, which the server's CSP (script-src 'self')
 * forbids. Its probe for that is caught, but the browser still reports a CSP violation on every
 * page that builds a schema, and console errors cost the public pages their best-practice marks.
 * Zod reads its global configuration from globalThis.__zod_globalConfig (shared by every copy of
 * Zod), so setting `jitless` there needs no import of Zod on pages that never use it. main.tsx
 * imports this module first, before any schema is built; zod-without-eval.test.ts checks that Zod
 * still honours it.
 */
const zodHost = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
// Changed in place: a copy of Zod that loaded first already holds this very object.
zodHost.__zod_globalConfig ??= {};
zodHost.__zod_globalConfig.jitless = true;

export {};
