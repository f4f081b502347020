// One measurement: seed a fresh database, start the server cold and warm, let it idle, soak it, back
// it up while it runs, let it idle again; the memory of its whole process tree throughout.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Workspace } from './harness.ts';
import { ACCOUNT, freePort, runTool, serverEnv, startServer, stopTree, type Started } from './footprint-server.ts';
import { soak, type SoakResult } from './footprint-soak.ts';
import type { TreeWatch } from './footprint-watch.ts';

export interface Settings {
  soakSeconds: number;
  connections: number;
  homePage: boolean;
  /** How long a start may take before the run is given up. */
  startTimeoutMs: number;
  say(line: string): void;
}

export interface Measurement {
  database: string;
  applications: number;
  seedMs: number | undefined;
  coldMs: number;
  coldHomeMs: number | undefined;
  warmMs: number[];
  idleStart: number;
  peakStart: number;
  peakSoak: number;
  peakBackup: number;
  /** The highest sample of the whole run, idle periods included. */
  peakMax: number;
  idleAfter: number;
  mostProcesses: number;
  /** The sampler's largest gap between its estimate and the exact PSS (see footprint-sampler.ts). */
  drift: number;
  soak: SoakResult & { targets: number; added: number };
  backupMs: number;
  backupBytes: number;
  backupToolPeak: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const SETTLE_MS = 5_000;

/** The database `measure` runs on: seeded with `applications`, or migrated with its first admin when 0. */
async function prepare(env: NodeJS.ProcessEnv, applications: number, settings: Settings): Promise<number | undefined> {
  const { say } = settings;
  if (applications > 0) {
    say(`seeding ${applications.toLocaleString('en')} applications (npm run seed:demo, not measured)`);
    return (await runTool('seed-demo', ['--count', String(applications)], env, 30 * 60_000)).ms;
  }
  // What seeding does to an empty database: the migrations and the first super admin.
  say('first start on the empty database (migrations, first admin; not measured)');
  await stopTree((await startServer(env, () => undefined, false, settings.startTimeoutMs)).child);
  return undefined;
}

/** Readings of the watched tree that also keep the run's highest sample, most server processes and largest drift. */
function readings(watch: TreeWatch) {
  const totals = { peakMax: 0, mostProcesses: 0, drift: 0 };
  const take = async (name = 'server') => {
    const reading = await watch.take(name);
    totals.peakMax = Math.max(totals.peakMax, reading.peak);
    totals.drift = Math.max(totals.drift, reading.drift);
    if (name === 'server') totals.mostProcesses = Math.max(totals.mostProcesses, reading.processes);
    return reading;
  };
  return { totals, take };
}

/** `npm run backup` into a scratch folder, removed afterwards; its time and the file's size. */
async function backUp(env: NodeJS.ProcessEnv, watch: TreeWatch): Promise<{ ms: number; bytes: number }> {
  const folder = mkdtempSync(path.join(tmpdir(), 'visadesk-footprint-backup-'));
  try {
    const file = path.join(folder, 'backup.jsonl.gz');
    const { ms } = await runTool('backup', [file], env, 30 * 60_000, (pid) => watch.watch('backup', pid));
    return { ms, bytes: statSync(file).size };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export async function measure(workspace: Workspace, applications: number, watch: TreeWatch, settings: Settings): Promise<Measurement> {
  const { say } = settings;
  const env = serverEnv(workspace.dataDir, await freePort(), workspace.databaseUrl);
  const seedMs = await prepare(env, applications, settings);

  // An object, so the clean-up below sees the server `start` last assigned.
  const running: { server?: Started } = {};
  const { totals, take } = readings(watch);
  const start = async () => (running.server = await startServer(env, (pid) => watch.watch('server', pid), settings.homePage, settings.startTimeoutMs));
  try {
    say('cold start');
    const cold = await start();
    let peakStart = (await take()).peak;
    await sleep(SETTLE_MS);
    const idleStart = (await take()).last;
    const warmMs: number[] = [];
    let server = cold;
    for (let i = 0; i < 3; i++) {
      say(`warm start ${i + 1} of 3`);
      await stopTree(server.child);
      server = await start();
      warmMs.push(server.healthMs);
      peakStart = Math.max(peakStart, (await take()).peak);
    }
    await sleep(1_000);
    await take();

    say(`soak: ${settings.soakSeconds} s at ${settings.connections} connections`);
    const soaked = await soak(server.base, ACCOUNT, settings.soakSeconds, settings.connections, settings.homePage);
    const peakSoak = (await take()).peak;

    say('backup while the server runs (npm run backup)');
    const backup = await backUp(env, watch);
    const peakBackup = (await take()).peak;
    const backupToolPeak = (await take('backup')).peak;
    watch.unwatch('backup');

    await sleep(SETTLE_MS);
    const idleAfter = (await take()).last;
    const { peakMax, mostProcesses, drift } = totals;
    return {
      database: cold.database, applications, seedMs, coldMs: cold.healthMs, coldHomeMs: cold.homeMs, warmMs,
      idleStart, peakStart, peakSoak, peakBackup, peakMax, idleAfter, mostProcesses, drift,
      soak: soaked, backupMs: backup.ms, backupBytes: backup.bytes, backupToolPeak,
    };
  } catch (error) {
    const { peak } = await take();
    throw new Error(`${error instanceof Error ? error.message : String(error)} (the server's tree peaked at ${(peak / 1024 / 1024).toFixed(0)} MB in that step)`, { cause: error });
  } finally {
    if (running.server) await stopTree(running.server.child);
    watch.unwatch('server');
  }
}
