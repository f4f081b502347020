#!/usr/bin/env node
// `npm test`: lint, the message catalogues, type-check, unit tests (on the embedded PostgreSQL, then on TEST_DATABASE_URL's
// server when it is set), then the browser journeys against the real server (embedded, then that server). Stops at the first
// failing stage and ends with one summary line read from the JSON reports.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { JOURNEYS, planPostgresStage, reportMissed } from './statement-cover.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = path.join(root, 'node_modules/.bin');
const outputDir = path.join(root, '.test-output');
const reports = {
  unit: path.join(outputDir, 'unit.json'),
  unitPg: path.join(outputDir, 'unit-pg.json'),
  e2e: path.join(outputDir, 'e2e.json'),
  e2ePg: path.join(outputDir, 'e2e-pg.json'),
};
const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

// Node 24 from the repository for every tool, even when this script was started by an older node.
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` };
// Only the PostgreSQL stage gets the server's address: with it in every stage's environment, the
// first stage's server tests ran on that server too, and the embedded database's own tests skipped.
delete env.TEST_DATABASE_URL;

let current = null;
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    current?.kill(signal);
  });
}

function header(title) {
  const line = '='.repeat(Math.max(20, title.length + 8));
  process.stdout.write(`\n${line}\n=== ${title}\n${line}\n`);
}

function run(command, args, extraEnv = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: 'inherit' });
    current = child;
    child.on('error', (error) => {
      process.stderr.write(`${command}: ${error.message}\n`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      current = null;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const tool = (name) => path.join(bin, name);

async function withScratchDatabase(adminUrl, use) {
  const { default: pg } = await import('pg');
  const name = `visadesk_e2e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  process.stdout.write(`created database ${name}\n`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await use(url.toString());
  } finally {
    const cleaner = new pg.Client({ connectionString: adminUrl });
    try {
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      process.stdout.write(`dropped database ${name}\n`);
    } catch (error) {
      process.stderr.write(`could not drop database ${name}: ${error.message}\n`);
    } finally {
      await cleaner.end().catch(() => {});
    }
  }
}

const playwright = (jsonReport, extraEnv = {}) =>
  run(tool('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {
    E2E_JSON_OUTPUT: path.relative(root, jsonReport),
    ...extraEnv,
  });

// The embedded stages record the SQL every test file and the journeys send (record-statements.mjs);
// the PostgreSQL stage runs the server test files that send all of it (statement-cover.mjs, ADR 044).
const statementsDir = path.join(outputDir, 'statements');
const recordingOn = (where, tag) => ({
  VISADESK_STATEMENTS_DIR: path.join(statementsDir, where),
  NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --import=${pathToFileURL(path.join(root, 'scripts/record-statements.mjs')).href}`.trim(),
  ...(tag ? { VISADESK_STATEMENTS_TAG: tag } : {}),
});
const SERVER_PROJECTS = ['--project', 'server', '--project', 'server-isolated'];
let pgChoice;

const stages = [
  { title: 'lint: eslint .', run: () => run(tool('eslint'), ['.']) },
  { title: 'catalogues: up to date with the code', run: () => run(tool('node'), ['scripts/check-catalogues.mjs']) },
  {
    title: 'type-check: tsc',
    run: async () => {
      for (const project of ['packages/contract', 'apps/server', 'apps/web', 'e2e', 'bench']) {
        process.stdout.write(`tsc -p ${project}\n`);
        const code = await run(tool('tsc'), ['-p', project]);
        if (code !== 0) return code;
      }
      return 0;
    },
  },
  {
    title: 'unit tests: vitest run',
    run: () =>
      run(tool('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile=${reports.unit}`], testDatabaseUrl ? recordingOn('embedded') : {}),
  },
  { title: 'build: npm run build', run: () => run('npm', ['run', 'build']) },
  { title: 'browser: ensure Chromium', run: () => run(tool('node'), ['scripts/ensure-chromium.mjs']) },
  {
    title: 'browser journeys (embedded PostgreSQL): playwright test',
    run: () => playwright(reports.e2e, testDatabaseUrl ? recordingOn('embedded', JOURNEYS) : {}),
  },
  testDatabaseUrl && {
    title: 'server tests on PostgreSQL: vitest run (the files that send every statement)',
    run: () => {
      const choice = (pgChoice = planPostgresStage({ root, unitReport: readJson(reports.unit), statementsDir }));
      process.stdout.write(choice.summary);
      return run(
        tool('vitest'),
        ['run', ...SERVER_PROJECTS, '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile=${reports.unitPg}`, ...choice.files],
        { TEST_DATABASE_URL: testDatabaseUrl, ...recordingOn('postgres') },
      ).then((code) => {
        process.stdout.write(reportMissed(statementsDir, choice));
        return code;
      });
    },
  },
  testDatabaseUrl && {
    title: 'browser journeys (PostgreSQL): playwright test, when the journeys send a statement no server test sends',
    run: () => {
      if (pgChoice && !pgChoice.everything && pgChoice.onlyJourneys.length === 0) {
        process.stdout.write('Every statement the journeys sent was sent on PostgreSQL by the server tests: the journeys need not run there again.\n');
        return 0;
      }
      if (pgChoice?.onlyJourneys.length) {
        process.stdout.write(`${pgChoice.onlyJourneys.length} statement(s) only the journeys send, so they run on PostgreSQL too:\n`);
        for (const statement of pgChoice.onlyJourneys.slice(0, 20)) process.stdout.write(`  ${statement.slice(0, 160)}\n`);
      }
      return withScratchDatabase(testDatabaseUrl, (databaseUrl) =>
        // The journeys about how pages look (axe, right to left) ran on the first stage; the database does not change them.
        playwright(reports.e2ePg, { E2E_DATABASE_URL: databaseUrl, E2E_LOOKS_ONCE: '1' }),
      );
    },
  },
].filter(Boolean);

function readJson(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    process.stderr.write(`could not read ${path.relative(root, file)}\n`);
    return undefined;
  }
}

function countVitest(file) {
  const report = readJson(file);
  if (!report) return { passed: 0, failed: 0, skipped: 0 };
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

function countPlaywright(file) {
  const stats = readJson(file)?.stats;
  if (!stats) return { passed: 0, failed: 0, skipped: 0 };
  // A test that passed on its retry (flaky) counts as passed; the list reporter names it.
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  };
}

rmSync(outputDir, { recursive: true, force: true });
mkdirSync(outputDir, { recursive: true });

let failedStage;
const timings = [];
const started = Date.now();
for (const stage of stages) {
  header(stage.title);
  const stageStarted = Date.now();
  let code;
  try {
    code = await stage.run();
  } catch (error) {
    process.stderr.write(`${error.stack ?? error}\n`);
    code = 1;
  }
  timings.push({ title: stage.title, seconds: Math.round((Date.now() - stageStarted) / 1000) });
  if (code !== 0 || interrupted) {
    failedStage = stage.title;
    break;
  }
}

const totals = [
  countVitest(reports.unit),
  countVitest(reports.unitPg),
  countPlaywright(reports.e2e),
  countPlaywright(reports.e2ePg),
].reduce((sum, part) => ({
  passed: sum.passed + part.passed,
  failed: sum.failed + part.failed,
  skipped: sum.skipped + part.skipped,
}));

process.stdout.write('\n');
// How long each stage took: CI must stay well under its limit, and this says where the time goes.
for (const { title, seconds } of timings) process.stdout.write(`${String(seconds).padStart(5)} s  ${title}\n`);
process.stdout.write(`${String(Math.round((Date.now() - started) / 1000)).padStart(5)} s  in all\n`);
if (failedStage) process.stdout.write(`FAILED at stage: ${failedStage}\n`);
if (!testDatabaseUrl) process.stdout.write('TEST_DATABASE_URL is not set: the PostgreSQL runs were skipped.\n');
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
process.stdout.write(`tests: ${totals.passed} passed, ${totals.failed} failed${skipped}\n`);
process.exitCode = failedStage || totals.failed > 0 ? 1 : 0;
