#!/usr/bin/env node
// `npm test`: lint, the message catalogues, type-check, unit tests (on the embedded PostgreSQL, then on TEST_DATABASE_URL's
// server when it is set), then the browser journeys against the real server (embedded, then that server). Stops at the first
// failing stage and ends with one summary line read from the JSON reports.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { JOURNEYS, planPostgresStage, reportMissed } from './statement-cover.mjs';
import { countPlaywright, countVitest, readJson } from './test-reports.mjs';

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

const running = new Set();
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    for (const child of running) child.kill(signal);
  });
}

function header(title) {
  const line = '='.repeat(Math.max(20, title.length + 8));
  process.stdout.write(`\n${line}\n=== ${title}\n${line}\n`);
}

/** Runs a command to its end; `capture` keeps its output for the caller instead of printing it. */
function run(command, args, extraEnv = {}, { capture = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (capture) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
    running.add(child);
    const done = (code) => {
      running.delete(child);
      resolve(capture ? { code, output } : code);
    };
    child.on('error', (error) => {
      output += `${command}: ${error.message}\n`;
      if (!capture) process.stderr.write(`${command}: ${error.message}\n`);
      done(1);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/**
 * The checks that read the code (lint, catalogues, each project's type-check) are independent and
 * each uses one core: two at a time on a 2-core machine, each one's output printed whole when it ends.
 */
async function runSideBySide(jobs, width = 2) {
  const queue = [...jobs];
  let failures = 0;
  const worker = async () => {
    for (let job = queue.shift(); job && !interrupted; job = queue.shift()) {
      const started = Date.now();
      const { code, output } = await run(job.command, job.args, {}, { capture: true });
      process.stdout.write(`--- ${job.title}: ${code === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s\n${output}`);
      if (code !== 0) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return failures === 0 && !interrupted ? 0 : 1;
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
  {
    title: 'lint, catalogues, type-check (two at a time)',
    run: () =>
      runSideBySide([
        { title: 'lint: eslint .', command: tool('eslint'), args: ['.'] },
        { title: 'lint: no import cycles, type-only imports included', command: tool('node'), args: ['scripts/check-import-cycles.mjs'] },
        ...['apps/web', 'apps/server', 'packages/contract', 'e2e', 'bench'].map((project) => ({ title: `type-check: tsc -p ${project}`, command: tool('tsc'), args: ['-p', project] })),
        { title: 'catalogues: up to date with the code', command: tool('node'), args: ['scripts/check-catalogues.mjs'] },
      ]),
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
