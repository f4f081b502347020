// bench:cluster's pieces that are not the load: its SMTP server and its server processes.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { freePort } from './footprint-server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUNDLE = path.join(ROOT, 'apps/server/dist/server.mjs');
/** The production bundle when `npm run build` made one, else the sources. */
export const ENTRY = existsSync(BUNDLE) ? BUNDLE : path.join(ROOT, 'apps/server/src/server.ts');
export const ENTRY_NAME = path.relative(ROOT, ENTRY);

/** A real SMTP server keeping only each message's Message-ID: what "went once" is checked by. */
export async function smtpCounter(): Promise<{ url: string; ids: string[]; close: () => Promise<void> }> {
  const ids: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, done) => {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 16_384) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        ids.push(/^message-id:\s*(\S+)/im.exec(head)?.[1] ?? `(none ${ids.length})`);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, ids, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export interface Instance {
  child: ChildProcess;
  base: string;
  stop: () => Promise<void>;
}


export async function startInstance(env: Record<string, string>, dataDir: string): Promise<Instance> {
  const port = await freePort();
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, ['--max-semi-space-size=4', ENTRY], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (d) => (errors += d));
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  for (const until = Date.now() + 120_000; Date.now() < until; ) {
    if (child.exitCode !== null) throw new Error(`an instance stopped at start:\n${errors}`);
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) {
      return { child, base, stop: async () => void (child.kill('SIGTERM'), await exited) };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`an instance did not start within 2 minutes:\n${errors}`);
}

