// What `npm test` reads back from the vitest and Playwright JSON reports for its summary line.
import { existsSync, readFileSync } from 'node:fs';

export function readJson(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    process.stderr.write(`could not read ${file}\n`);
    return undefined;
  }
}

export function countVitest(file) {
  const report = readJson(file);
  if (!report) return { passed: 0, failed: 0, skipped: 0 };
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

export function countPlaywright(file) {
  const stats = readJson(file)?.stats;
  if (!stats) return { passed: 0, failed: 0, skipped: 0 };
  // A test that passed on its retry (flaky) counts as passed; the list reporter names it.
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  };
}
