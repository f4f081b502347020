import path from 'node:path';
import { expect } from 'vitest';

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
