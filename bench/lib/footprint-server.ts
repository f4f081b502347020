// The production entry point and command-line tools as child processes, exactly as `npm start`,
// `npm run seed:demo` and `npm run backup` run them, with nothing of the database known here.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { serveArguments } from '../../e2e/support/server.ts';
import { alive, processTree } from './footprint-tree.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
/** The repository's Node 24, as every npm script runs it. */
export const NODE = existsSync(path.join(ROOT, 'node_modules/.bin/node')) ? path.join(ROOT, 'node_modules/.bin/node') : process.execPath;
export const ACCOUNT = { email: 'footprint.admin@example.com', password: 'footprint admin password 1' };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The environment of the server and its tools: the caller's, with this run's folder, port and database. */
export function serverEnv(dataDir: string, port: number, databaseUrl: string | undefined): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    ADMIN_EMAIL: ACCOUNT.email, ADMIN_PASSWORD: ACCOUNT.password, TRUST_PROXY: 'true',
  };
  delete env.DATABASE_URL;
  return databaseUrl ? { ...env, DATABASE_URL: databaseUrl } : env;
}

const live = new Set<ChildProcess>();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts `args` on the repository's Node with the last 4 KB of its output kept for error messages. */
function launch(args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(NODE, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  live.add(child);
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-4096));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => live.delete(child));
  return { child, exited, output: () => output };
}

/**
 * SIGTERM, then waits until the process and every descendant it had are gone (SIGKILL to those
 * left after `graceMs`). Descendants are collected while the process lives, since they are
 * reparented once it exits.
 */
export async function stopTree(child: ChildProcess, graceMs = 20_000): Promise<void> {
  const pid = child.pid;
  if (pid === undefined) return;
  const members = new Set(processTree(pid));
  child.kill('SIGTERM');
  const deadline = performance.now() + graceMs;
  for (;;) {
    if (alive(pid)) for (const p of processTree(pid)) members.add(p);
    const left = [...members].filter(alive);
    if (left.length === 0) return;
    if (performance.now() > deadline) {
      for (const p of left) {
        try {
          process.kill(p, 'SIGKILL');
        } catch {
          // Gone in the meantime.
        }
      }
      await sleep(200);
      return;
    }
    await sleep(20);
  }
}

/** Everything this module started and is still running: the cleanup on every exit path. */
export async function stopAll(): Promise<void> {
  await Promise.all([...live].map((child) => stopTree(child, 5_000)));
}

export interface Started {
  child: ChildProcess;
  base: string;
  /** From spawn to the first 200 of GET /api/health, and of GET / (undefined without a web build). */
  healthMs: number;
  homeMs: number | undefined;
  /** What /api/health names as the database. */
  database: string;
}

/** Spawns the server, tells `onSpawn` its pid at once, and polls every 10 ms until it answers. */
export async function startServer(env: NodeJS.ProcessEnv, onSpawn: (pid: number) => void, homePage: boolean, timeoutMs: number): Promise<Started> {
  const base = `http://127.0.0.1:${env.PORT}`;
  const began = performance.now();
  const server = launch(serveArguments(), env);
  onSpawn(server.child.pid as number);
  const firstOk = async (url: string) => {
    for (;;) {
      if (server.child.exitCode !== null) throw new Error(`the server exited with code ${server.child.exitCode}:\n${server.output()}`);
      if (performance.now() - began > timeoutMs) throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s`);
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) }).catch(() => undefined);
      if (res?.status === 200) return { ms: performance.now() - began, body: await res.text() };
      await res?.body?.cancel();
      await sleep(10);
    }
  };
  try {
    const health = await firstOk(`${base}/api/health`);
    const home = homePage ? (await firstOk(`${base}/`)).ms : undefined;
    const database = (JSON.parse(health.body) as { database?: string }).database ?? '?';
    return { child: server.child, base, healthMs: health.ms, homeMs: home, database };
  } catch (error) {
    await stopTree(server.child);
    throw error;
  }
}

/** A command-line tool of the server (`apps/server/src/cli/NAME.ts`), bounded by `timeoutMs`. */
export async function runTool(name: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs: number, onSpawn?: (pid: number) => void) {
  const began = performance.now();
  const tool = launch([`apps/server/src/cli/${name}.ts`, ...args], env);
  onSpawn?.(tool.child.pid as number);
  const timer = setTimeout(() => void stopTree(tool.child, 5_000), timeoutMs);
  const code = await tool.exited;
  clearTimeout(timer);
  if (code !== 0) throw new Error(`${name} ${args.join(' ')} exited with code ${code}:\n${tool.output()}`);
  return { ms: performance.now() - began, output: tool.output() };
}
