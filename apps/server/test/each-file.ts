import path from 'node:path';
import { afterAll, expect, vi } from 'vitest';

/**
 * Run before each server test file (setupFiles). Test files share a worker's module cache
 * (isolate: false, ADR 044), so what one file changes in the process must not reach the next.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // The statement recorder writes every two seconds and at exit, and a test worker may be stopped
  // without an exit event: what this file sent is written now.
  (globalThis as { __visadeskFlushStatements?: () => void }).__visadeskFlushStatements?.();
});

/**
 * Names the test file that is sending SQL, for the statement recorder (scripts/record-statements.mjs,
 * loaded only when VISADESK_STATEMENTS_DIR is set): a worker runs many files one after another, and
 * the processes a test starts inherit the name through the environment.
 */
const testPath = expect.getState().testPath;
if (process.env.VISADESK_STATEMENTS_DIR && testPath) {
  const tag = path.relative(path.resolve(import.meta.dirname, '../../..'), testPath);
  (globalThis as { __visadeskStatementsTag?: string }).__visadeskStatementsTag = tag;
  process.env.VISADESK_STATEMENTS_TAG = tag;
}
