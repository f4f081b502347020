import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { OWNER, freePort, startServer } from '../spawned-server.ts';
import { temporaryFolders } from '../temp-dirs.ts';

const tempDir = temporaryFolders('visadesk-embedded-');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const postmasterPid = (dataDir: string) => Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);

describe.skipIf(process.env.TEST_DATABASE_URL)('the embedded PostgreSQL', () => {
  it('listens on no TCP port, only on a socket in a folder private to the server user', async () => {
    const dataDir = tempDir();
    const database = await openDatabase({ dataDir });
    try {
      const settings = (await database.db.execute(
        sql`select current_setting('listen_addresses') as listen, current_setting('unix_socket_permissions') as socket_mode, current_setting('unix_socket_directories') as sockets`,
      )) as unknown as { rows: { listen: string; socket_mode: string; sockets: string }[] };
      const { listen, socket_mode: socketMode, sockets } = settings.rows[0] ?? { listen: '?', socket_mode: '?', sockets: '?' };
      expect(listen).toBe('');
      expect(socketMode).toBe('0700');
      expect(sockets).toBe(path.join(dataDir, 'run'));
      expect((statSync(sockets).mode & 0o777).toString(8)).toBe('700');
      expect((statSync(path.join(dataDir, 'postgres')).mode & 0o777).toString(8)).toBe('700');
    } finally {
      await database.close();
    }
  }, 120_000);

  it('stops with the server, even one killed with SIGKILL, so the next start finds its data', async () => {
    const dataDir = tempDir();
    const env = { ...OWNER, DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(await freePort()) };
    const first = await startServer({ env });
    const pid = postmasterPid(dataDir);
    expect(alive(pid)).toBe(true);
    first.child.kill('SIGKILL');
    await first.exited;
    for (let i = 0; i < 100 && alive(pid); i += 1) await sleep(100);
    expect(alive(pid)).toBe(false);

    const second = await startServer({ env: { ...env, PORT: String(await freePort()) } });
    const secondPid = postmasterPid(dataDir);
    try {
      const login = await fetch(`${second.base}/api/users/login`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: OWNER.ADMIN_EMAIL, password: OWNER.ADMIN_PASSWORD }),
      });
      expect(login.status).toBe(200);
    } finally {
      await second.stop();
    }
    expect(alive(secondPid)).toBe(false);
  }, 180_000);

  it('refuses a second server on the same DATA_DIR, saying why', async () => {
    const dataDir = tempDir();
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const first = await startServer({ env: { ...env, PORT: String(await freePort()) } });
    try {
      await expect(startServer({ env: { ...env, PORT: String(await freePort()) } })).rejects.toThrow(
        `The embedded database in ${path.join(dataDir, 'postgres')} is in use by another process (pid ${postmasterPid(dataDir)}): another VisaDesk server or command-line tool with the same DATA_DIR. Stop it first.`,
      );
    } finally {
      await first.stop();
    }
  }, 180_000);
});
