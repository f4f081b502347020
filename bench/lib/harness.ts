import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import type { ChildMessage, ChildOptions, MemorySample, ParentMessage } from './protocol.ts';

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

const childScript = path.join(import.meta.dirname, 'child.ts');

/** A positive number from the environment, or the default. */
export function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export interface Workspace {
  dataDir: string;
  /** A fresh database on the server DATABASE_URL names, or undefined for the embedded one under dataDir. */
  databaseUrl: string | undefined;
  label: string;
  dispose(): Promise<void>;
}

/**
 * A scratch DATA_DIR, and a scratch database created on DATABASE_URL's server when it is set
 * (`serverUrl` chooses another server, or none with '').
 */
export async function createWorkspace(serverUrl = process.env.DATABASE_URL?.trim()): Promise<Workspace> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'visadesk-bench-'));
  if (!serverUrl) {
    return { dataDir, databaseUrl: undefined, label: 'embedded PostgreSQL', dispose: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `visadesk_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    label: `PostgreSQL (${url.host}, scratch database ${name})`,
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface ServerProcess {
  pid: number;
  baseUrl: string;
  bareUrl: string;
  driver: string;
  /** Every memory sample the child reported, in order (when memoryIntervalMs was set). */
  memory: MemorySample[];
  setBarePayload(body: string): Promise<void>;
  /** Starts the server's V8 CPU profiler; `stopProfile` writes what it sampled to `file` (a .cpuprofile). */
  startProfile(): Promise<void>;
  stopProfile(file: string): Promise<void>;
  /** The child's memory right after a full garbage collection (a pause of some milliseconds). */
  retainedMemory(): Promise<MemorySample>;
  stop(): Promise<void>;
}

type Ready = Extract<ChildMessage, { type: 'ready' }>;
type Waiting = Map<number, { resolve(m: ChildMessage): void; reject(e: Error): void }>;

function forkChild(options: ChildOptions): ChildProcess {
  // BENCH_SERVER_LOG=FILE keeps the server's log (to find out what a 5xx was); otherwise it is dropped.
  const log = process.env.BENCH_SERVER_LOG ? openSync(process.env.BENCH_SERVER_LOG, 'w') : 'ignore';
  return fork(childScript, [], {
    env: { ...process.env, BENCH_CHILD_OPTIONS: JSON.stringify(options) },
    stdio: ['ignore', log, 'inherit', 'ipc'],
    // So `retainedMemory` can ask for a full collection first.
    execArgv: ['--expose-gc'],
  });
}

/**
 * Sorts the child's messages: memory samples into `memory`, answers to the caller `waiting` holds
 * for their id. Resolves when the child is ready; rejects if it exits (as does every caller still
 * waiting) or is not ready within `readyTimeoutMs`.
 */
function listen(child: ChildProcess, readyTimeoutMs: number, memory: MemorySample[], waiting: Waiting): Promise<Ready> {
  return new Promise<Ready>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start in time')), readyTimeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with code ${code}`));
      for (const w of waiting.values()) w.reject(new Error(`the server exited with code ${code}`));
    });
    child.on('message', (raw) => {
      const message = raw as ChildMessage;
      if (message.type === 'ready') {
        clearTimeout(timer);
        resolve(message);
      } else if (message.type === 'memory') {
        memory.push(message);
      } else {
        const w = waiting.get(message.id);
        waiting.delete(message.id);
        if (message.type === 'failed') w?.reject(new Error(message.error));
        else w?.resolve(message);
      }
    });
  });
}

/** Forks child.ts and waits until it listens (seeding included; bounded by `readyTimeoutMs`). */
export async function startServer(options: ChildOptions, readyTimeoutMs = 10 * 60_000): Promise<ServerProcess> {
  const child = forkChild(options);
  const memory: MemorySample[] = [];
  const waiting: Waiting = new Map();
  let nextId = 1;
  const ready = listen(child, readyTimeoutMs, memory, waiting);
  const ask = (message: WithoutId<ParentMessage>) =>
    new Promise<ChildMessage>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      child.send({ ...message, id });
    });
  const info = await ready;
  return {
    pid: child.pid as number,
    baseUrl: `http://127.0.0.1:${info.port}`,
    bareUrl: `http://127.0.0.1:${info.barePort}`,
    driver: info.driver,
    memory,
    setBarePayload: async (body) => void (await ask({ type: 'bare-payload', body })),
    startProfile: async () => void (await ask({ type: 'profile-start' })),
    stopProfile: async (file) => void (await ask({ type: 'profile-stop', file })),
    retainedMemory: async () => (await ask({ type: 'gc-memory' })) as Extract<ChildMessage, { type: 'gc-memory-result' }>,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      await Promise.race([ask({ type: 'stop' }).catch(() => undefined), new Promise((r) => setTimeout(r, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** VmRSS (now) and VmHWM (the peak so far) of a process, in bytes, read from /proc. */
export function processMemory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

export function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Requests answered 5xx, from autocannon's per-status counts. */
export function count5xx(result: autocannon.Result): number {
  return Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, stats]) => sum + Number(stats.count), 0);
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A plain text table: the first row is the header. */
export function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  const line = (r: string[]) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  return [line(rows[0] ?? []), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

/** Runs `cleanup` once, on normal end and on Ctrl-C, so no scratch database or server is left behind. */
export function onExit(cleanup: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  const once = () => (done ??= cleanup());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void once().finally(() => process.exit(130));
    });
  }
  return once;
}
