// `npm run bench:footprint`: memory (PSS of the server's whole process tree) and start times of the
// real production entry point, on the embedded database and on PostgreSQL (when DATABASE_URL is
// set), empty and with FOOTPRINT_APPLICATIONS (100,000) demo applications. The goals: idle
// under 250 MB, peak under 400 MB through start, a soak and a backup, cold start under 1.5 s.
// Reports only; exits 1 only when a run could not be completed.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createWorkspace, envNumber, onExit, type Workspace } from './lib/harness.ts';
import { memoryTable, statusCodes, workTable } from './lib/footprint-report.ts';
import { measure, type Measurement } from './lib/footprint-run.ts';
import { serveArguments } from '../e2e/support/server.ts';
import { NODE, ROOT, stopAll } from './lib/footprint-server.ts';
import { TreeWatch } from './lib/footprint-watch.ts';
import { print } from './lib/print.ts';

const APPLICATIONS = envNumber('FOOTPRINT_APPLICATIONS', 100_000);
const SOAK_SECONDS = envNumber('FOOTPRINT_SOAK_SECONDS', 60);
const CONNECTIONS = envNumber('FOOTPRINT_CONNECTIONS', 50);
const INTERVAL_MS = envNumber('FOOTPRINT_INTERVAL_MS', 25);
const START_TIMEOUT_MS = envNumber('FOOTPRINT_START_SECONDS', 600) * 1000;
// FOOTPRINT_SKIP_EMPTY=1 measures the large database only (the empty one takes ~8 minutes a database).
const SIZES = process.env.FOOTPRINT_SKIP_EMPTY === '1' ? [APPLICATIONS] : [0, APPLICATIONS];

const postgres = process.env.DATABASE_URL?.trim();
const engines: { label: string; serverUrl: string }[] = [
  { label: 'embedded', serverUrl: '' },
  ...(postgres ? [{ label: `PostgreSQL at ${new URL(postgres).host}`, serverUrl: postgres }] : []),
];
const serverEntry = path.join(ROOT, serveArguments().at(-1)!);
if (!existsSync(serverEntry)) {
  process.stderr.write(`${path.relative(ROOT, serverEntry)} is missing: run \`npm run build\` first (it is what \`npm start\` runs).\n`);
  process.exit(1);
}
const homePage = existsSync(path.join(process.env.WEB_DIST ?? path.join(ROOT, 'apps/web/dist'), 'index.html'));
const MiB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
const began = performance.now();

const watch = new TreeWatch(INTERVAL_MS);
let workspace: Workspace | undefined;
const cleanup = onExit(async () => {
  await stopAll();
  await workspace?.dispose();
  await watch.close();
});

const rows: Measurement[] = [];
try {
  const cpus = os.cpus();
  print(`bench:footprint on ${cpus.length} cores (${cpus[0]?.model ?? '?'}), ${(os.totalmem() / 1024 ** 3).toFixed(0)} GiB, ` +
    `Node ${execFileSync(NODE, ['--version']).toString().trim()}; load average before: ${load()}`);
  print(`server: ${[path.relative(ROOT, NODE), ...serveArguments()].join(' ')}; memory: PSS of its process tree, sampled every ${INTERVAL_MS} ms`);
  const passed = ['ORPHAN_GRACE_SECONDS', 'FILE_STORAGE', 'TIME_ZONE'].filter((name) => process.env[name]).map((name) => `${name}=${process.env[name]}`);
  if (passed.length) print(`from the environment: ${passed.join(' ')}`);
  print(`soak: ${SOAK_SECONDS} s at ${CONNECTIONS} connections${homePage ? '' : '; no web build, so the home page is neither timed nor requested (npm run build)'}`);
  for (const engine of engines) {
    for (const applications of SIZES) {
      const say = (line: string) => print(`  [${engine.label}, ${applications.toLocaleString('en')}] ${line}`);
      try {
        workspace = await createWorkspace(engine.serverUrl);
        const row = await measure(workspace, applications, watch, { soakSeconds: SOAK_SECONDS, connections: CONNECTIONS, homePage, startTimeoutMs: START_TIMEOUT_MS, say });
        rows.push(row);
        say(`done: cold start ${row.coldMs.toFixed(0)} ms, idle ${MiB(row.idleStart)} / ${MiB(row.idleAfter)}, peak ${MiB(row.peakMax)}; load average ${load()}`);
      } catch (error) {
        say(`FAILED: ${error instanceof Error ? error.message : String(error)}; load average ${load()}`);
        process.exitCode = 1;
      } finally {
        await stopAll();
        await workspace?.dispose();
        workspace = undefined;
      }
    }
  }
  print(`\n${memoryTable(rows)}\n\n${workTable(rows)}\n`);
  print(`soak status codes:\n${statusCodes(rows).map((line) => `  ${line}`).join('\n')}`);
  print(`\nMB are MiB of PSS; idle is one sample 5 s after the first answer (after start) or after the backup (after work),`);
  print('and the idle goal takes the higher of the two. Only processes the server starts are counted: an external');
  print(`PostgreSQL server is not. load average after: ${load()}; the whole run took ${((performance.now() - began) / 60_000).toFixed(1)} min.`);
} finally {
  await cleanup();
}
