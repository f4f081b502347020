import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../../src/app.ts';
import { loadConfig } from '../../src/config/config.ts';
import { postgresDatabase } from '../scratch-database.ts';

const cli = path.resolve(import.meta.dirname, '../../src/cli/seed-demo.ts');

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run seed:demo -- ...args` as a process of its own, with `env` over the test's environment. */
export function seed(args: string[], env: Record<string, string>): Promise<Run> {
  const child = spawn(process.execPath, [cli, ...args], {
    env: { ...process.env, ADMIN_EMAIL: '', ADMIN_PASSWORD: '', DATABASE_URL: '', FILE_STORAGE: 'local', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr })));
}

/**
 * Where a seed run writes: a temp DATA_DIR (files, secrets and the embedded database) and, when
 * TEST_DATABASE_URL is set, a fresh PostgreSQL database dropped afterwards.
 */
export interface Target {
  env: Record<string, string>;
  dataDir: string;
  /** The app on that data, built as the server builds it (closed by the caller). */
  open(): Promise<App>;
  drop(): Promise<void>;
}

export async function newTarget(extra: Record<string, string> = {}): Promise<Target> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'visadesk-seed-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    ...extra,
  };
  const scratch = process.env.TEST_DATABASE_URL ? await postgresDatabase('seed') : undefined;
  if (scratch) env.DATABASE_URL = scratch.url;
  return {
    env,
    dataDir,
    open: async () => {
      const app = await buildApp({ config: loadConfig({ ...env }), logger: false });
      await app.ready();
      return app;
    },
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await scratch?.drop();
    },
  };
}

/** Signs in through the API; the Authorization header value. */
export async function signIn(app: App, email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login of ${email} answered ${res.statusCode}`);
  return (res.json() as { token: string }).token;
}

/** The generated passwords a run printed: the super admin's block and the demo admins' lines. */
export function printedPasswords(stdout: string): Map<string, string> {
  const found = new Map<string, string>();
  const block = /Email:\s+(\S+)\s+Password:\s+(\S+)/.exec(stdout);
  if (block) found.set(block[1] as string, block[2] as string);
  for (const [, email, password] of stdout.matchAll(/^ {4}(\S+@\S+) {2}(\S+)$/gm)) found.set(email as string, password as string);
  return found;
}
