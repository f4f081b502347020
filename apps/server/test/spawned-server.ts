import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { applicantFields, sampleImage } from '../src/seed/factories.ts';
import { multipartBody } from './multipart.ts';

/** The real server and command-line tools run as processes, the way an operator starts them. */
const serverEntry = path.resolve(import.meta.dirname, '../src/server.ts');
const cliEntry = (name: string) => path.resolve(import.meta.dirname, `../src/cli/${name}.ts`);

export const OWNER = { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'owner password 1' };

export interface SpawnOptions {
  env: Record<string, string>;
  /** Started through `sh -c 'umask …; exec node …'`, so the process inherits a loose umask. */
  umask?: string;
  /** How long the start may take when it does more than usual (an upgrade's one-time import); START_WAIT_MS otherwise. */
  startWaitMs?: number;
}

function command(entry: string, args: string[], options: SpawnOptions): [string, string[]] {
  if (options.umask === undefined) return [process.execPath, [entry, ...args]];
  const quoted = [process.execPath, entry, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
  return ['sh', ['-c', `umask ${options.umask}; exec ${quoted}`]];
}

export interface SpawnedServer {
  child: ChildProcess;
  base: string;
  exited: Promise<number | null>;
  output: () => string;
  stop: () => Promise<number | null>;
}

/** How long a spawned server may take to answer its health check. */
export const START_WAIT_MS = 60_000;

/**
 * A port nothing listens on now, chosen by the kernel. A port drawn at random from a range once met
 * RabbitMQ's 25672 on the CI machine, and the server under test stopped with EADDRINUSE.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port was given'))));
    });
  });
}

/** Starts the server on env.PORT and waits for /api/health. */
export async function startServer(options: SpawnOptions): Promise<SpawnedServer> {
  const [file, args] = command(serverEntry, [], options);
  const child = spawn(file, args, { env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${options.env.PORT}`;
  const stop = () => {
    child.kill('SIGTERM');
    return exited;
  };
  // A minute at most: a cold start on two busy cores (TypeScript stripped, PostgreSQL started or
  // migrated) has taken over thirty seconds; an exit or a minute ends the wait with the output.
  const deadline = Date.now() + (options.startWaitMs ?? START_WAIT_MS);
  while (Date.now() < deadline && child.exitCode === null) {
    // Bounded: a port that accepts and never answers must not hang the test without a word.
    const healthy = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false);
    if (healthy) return { child, base, exited, output: () => output, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

/**
 * Starts several servers at the same moment (each is spawned before any is waited for) and waits
 * for every one's /api/health. If one fails to start, the others are stopped before the error is
 * thrown, so none outlives the caller.
 */
export async function startServersTogether(options: SpawnOptions[]): Promise<SpawnedServer[]> {
  const started = await Promise.allSettled(options.map((o) => startServer(o)));
  const running = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await Promise.all(running.map((s) => s.stop()));
    throw failed.reason;
  }
  return running;
}

/** Runs `node apps/server/src/cli/<name>.ts` to its end, without blocking this process (it may be the server it calls). */
/** A tool still running after this long is stopped, and the test fails saying so, with its output. */
const CLI_TIMEOUT_MS = 60_000;

export function runCli(name: string, args: string[], options: SpawnOptions): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const [file, argv] = command(cliEntry(name), args, options);
  const child = spawn(file, argv, { env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const timer = setTimeout(() => {
    stderr += `\n[test] npm run ${name} was still running after ${CLI_TIMEOUT_MS / 1000} s and was stopped\n`;
    child.kill('SIGKILL');
  }, CLI_TIMEOUT_MS);
  return new Promise((resolve) => child.on('close', (status) => {
    clearTimeout(timer);
    resolve({ status, stdout, stderr });
  }));
}

/** /api/health within five seconds, or why not: a hung database must not hang the test. */
export function health(base: string): Promise<number | string> {
  return fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5000) }).then((r) => r.status, (e: Error) => e.message);
}

export async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/users/login`, {
    signal: AbortSignal.timeout(30_000),
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: OWNER.ADMIN_EMAIL, password: OWNER.ADMIN_PASSWORD }),
  });
  return ((await res.json()) as { token: string }).token;
}

/** Adds an application with a photo through the HTTP API, then the given documents; returns its id. */
export async function addApplicationWithDocuments(base: string, token: string, documents: Record<string, Buffer> = {}): Promise<{ _id: string; passport: string }> {
  const fields = applicantFields();
  const added = await send(base, token, 'POST', '/api/application/addApplication', fields, { image: { data: await sampleImage(), name: 'p.jpg' } });
  if (added.status !== 201) throw new Error(`addApplication answered ${added.status}`);
  const { _id } = (await added.json()) as { _id: string };
  if (Object.keys(documents).length) {
    const files = Object.fromEntries(Object.entries(documents).map(([slot, data]) => [slot, { data, name: `${slot}.pdf` }]));
    const uploaded = await send(base, token, 'PUT', `/api/application/updateApplicationAdd/${_id}`, {}, files);
    if (uploaded.status !== 200) throw new Error(`updateApplicationAdd answered ${uploaded.status}`);
  }
  return { _id, passport: fields.passport as string };
}

async function send(base: string, token: string, method: string, url: string, fields: Record<string, string>, files: Record<string, { data: Buffer; name: string }>) {
  const body = await multipartBody(fields, files);
  return fetch(`${base}${url}`, { method, headers: { authorization: token, ...body.headers }, body: body.payload });
}

/** A new PostgreSQL database on TEST_DATABASE_URL's server for a spawned server, dropped by `drop`. */
export { postgresDatabase } from './scratch-database.ts';
