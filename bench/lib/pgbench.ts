import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export type PgbenchResult = { tps: number } | { skipped: string };

/**
 * `pgbench -S` (select-only: one primary-key lookup per transaction) on the PostgreSQL server that
 * `serverUrl` names, in a scratch database initialised small and dropped afterwards: what that
 * server answers to the cheapest query a client can send, on this machine, in this run.
 */
export async function pgbenchSelectOnly(serverUrl: string | undefined, options: { seconds: number; clients: number; scale: number }): Promise<PgbenchResult> {
  if (!serverUrl) return { skipped: 'not PostgreSQL (the embedded database has no server to run pgbench on)' };
  try {
    await run('pgbench', ['--version']);
  } catch {
    return { skipped: 'pgbench is not installed' };
  }
  const name = `visadesk_pgbench_${randomBytes(5).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  try {
    await run('pgbench', ['-i', '-q', '-s', String(options.scale), url.toString()], { maxBuffer: 16 * 1024 * 1024 });
    const { stdout } = await run('pgbench', ['-S', '-n', '-c', String(options.clients), '-j', '2', '-T', String(options.seconds), url.toString()]);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
    if (!tps) return { skipped: `pgbench printed no tps: ${stdout.slice(-200)}` };
    return { tps: Number(tps) };
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
