import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API } from '@visadesk/contract';
import { SUPER_ADMIN } from './staff.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const nodeBinary = path.join(repoRoot, 'node_modules/.bin/node');
const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');
const STARTUP_TIMEOUT_MS = 60_000;
const SHUTDOWN_TIMEOUT_MS = 15_000;

/**
 * What `npm run serve` runs (`npm start` after building), as Node arguments: its flags and the
 * bundled entry point, so journeys and benchmarks run exactly what ships.
 */
export function serveArguments(): string[] {
  const scripts = (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const words = (scripts.serve ?? '').trim().split(/\s+/);
  if (words[0] !== 'node' || words.length < 2) throw new Error(`The serve script is not \`node [flags] entry\`: ${scripts.serve}`);
  return words.slice(1);
}

export interface RunningServer {
  baseURL: string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function tail(file: string, lines = 40): Promise<string> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text.split('\n').slice(-lines).join('\n');
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitForHealth(baseURL: string, child: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited during startup (code ${child.exitCode ?? child.signalCode}).\n${await tail(log)}`);
    }
    try {
      const response = await fetch(`${baseURL}${API.health}`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer ${API.health} within ${STARTUP_TIMEOUT_MS / 1000} s.\n${await tail(log)}`);
}

/**
 * Starts the real server (built web app, fresh DATA_DIR, the embedded database unless a PostgreSQL URL is given,
 * email to the SMTP server given) on a free port and waits until it is healthy. `ownPublicUrl`: its own
 * address as PUBLIC_URL, as a deployed site is set up (ADR 041): the pages' canonical and hreflang
 * addresses are then absolute, as search engines and Lighthouse's SEO audits want them.
 */
export async function startServer({ databaseUrl, smtpUrl, ownPublicUrl = false }: { databaseUrl?: string; smtpUrl?: string; ownPublicUrl?: boolean }): Promise<RunningServer> {
  const args = serveArguments();
  for (const built of [webIndex, path.join(repoRoot, args.at(-1)!)]) {
    if (!existsSync(built)) throw new Error(`${path.relative(repoRoot, built)} is missing: run \`npm run build\` first.`);
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'visadesk-e2e-'));
  const log = path.join(dataDir, 'server.log');
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: SUPER_ADMIN.email,
    ADMIN_PASSWORD: SUPER_ADMIN.password,
    LOG_LEVEL: 'warn',
    // Every journey checks its status from 127.0.0.1: as a cyber café's workers would, more than 30 in 15 minutes.
    ENQUIRIES_PER_ADDRESS: '1000',
  };
  delete env.DATABASE_URL;
  delete env.PUBLIC_URL;
  delete env.SMTP_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  // Links in email are built on PUBLIC_URL, required with SMTP_URL: here, the address the journeys use.
  if (smtpUrl) Object.assign(env, { SMTP_URL: smtpUrl, MAIL_FROM: '"VisaDesk journeys" <desk@visadesk.test>', PUBLIC_URL: baseURL });
  if (ownPublicUrl) env.PUBLIC_URL = baseURL;

  const output = createWriteStream(log);
  const child = spawn(nodeBinary, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(output);
  child.stderr?.pipe(output);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), SHUTDOWN_TIMEOUT_MS);
      await exited(child);
      clearTimeout(killer);
    }
    output.end();
    if (process.env.E2E_KEEP_SERVER_LOG) process.stdout.write(`\nserver log:\n${await tail(log, 200)}\n`);
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseURL, child, log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}
