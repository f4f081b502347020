import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, START_WAIT_MS } from './spawned-server.ts';

const serverEntry = path.resolve(import.meta.dirname, '../src/server.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'visadesk-process-'));

interface Running {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

async function start(env: Record<string, string> = {}): Promise<Running> {
  // A port the kernel says is free, not a random one: a random one met another service's (EADDRINUSE).
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + START_WAIT_MS;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return { child, port, output: () => output, exited };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('creates the first super admin with a password printed once, and not again on the next start', async () => {
    const first = await start();
    const printed = /Email:\s+(\S+)\s+Password:\s+(\S+)/.exec(first.output());
    expect(printed?.[1]).toBe('admin@visadesk.local');
    const login = await fetch(`http://127.0.0.1:${first.port}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: printed?.[1], password: printed?.[2] }),
    });
    expect(login.status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // Outside production, no word of PUBLIC_URL; in production without it, one warning at start (ADR 041).
    expect(first.output()).not.toContain('PUBLIC_URL');
    const second = await start({ NODE_ENV: 'production' });
    expect(second.output()).not.toContain('Password:');
    expect(second.output().match(/PUBLIC_URL is not set: /g)).toHaveLength(1);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 2 * START_WAIT_MS + 30_000);

  it('finishes a request already in flight when told to stop', async () => {
    const server = await start();
    const answer = new Promise<number>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port: server.port, method: 'POST', path: '/api/users/login', headers: { 'content-type': 'application/json' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.write('{"email":"someone@example.com",');
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => req.end('"password":"not the password"}'), 300);
      }, 200);
    });
    expect(await answer).toBe(401);
    expect(await server.exited).toBe(0);
  }, 2 * START_WAIT_MS + 30_000);

  it('refuses to start on a bad configuration, naming the variable', async () => {
    const child = spawn(process.execPath, [serverEntry], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: 'eighty' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toContain('PORT');
  }, START_WAIT_MS + 10_000);

  it('refuses to start when the S3 bucket does not answer, naming it, and leaves no database running', async () => {
    const child = spawn(process.execPath, [serverEntry], {
      env: {
        ...process.env, DATA_DIR: dataDir, PORT: String(await freePort()), HOST: '127.0.0.1', LOG_LEVEL: 'warn',
        FILE_STORAGE: 's3', S3_ENDPOINT: 'http://127.0.0.1:9', S3_REGION: 'us-east-1', S3_BUCKET: 'desk-files',
        S3_ACCESS_KEY_ID: 'key-id', S3_SECRET_ACCESS_KEY: 'a-secret-never-printed', S3_FORCE_PATH_STYLE: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('S3_BUCKET: the bucket "desk-files" at http://127.0.0.1:9 cannot be used: nothing answered at that address (ECONNREFUSED)');
    expect(stderr).not.toContain('a-secret-never-printed');
    // The embedded PostgreSQL it started was stopped with it: its pid file is gone.
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, START_WAIT_MS + 10_000);
});
