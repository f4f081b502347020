import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { addApplicationWithDocuments, health, login, OWNER, freePort, runCli, startServer } from '../spawned-server.ts';
import { temporaryFolders } from '../temp-dirs.ts';

const tempDir = temporaryFolders('visadesk-cli-');

const SECRETS = { JWT_SECRET: randomBytes(32).toString('hex'), FILE_URL_SECRET: randomBytes(32).toString('hex') };
const embedded = async () => ({ DATA_DIR: tempDir(), PORT: String(await freePort()), DATABASE_URL: '', ...SECRETS });
const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(bytes)]);
const backupEntry = path.resolve(import.meta.dirname, '../../src/cli/backup.ts');

/** Starts `npm run backup -- FILE` and stops it with SIGTERM once its temporary file has begun. */
async function backupStoppedMidway(env: Record<string, string>, folder: string): Promise<number | null> {
  const child = spawn(process.execPath, [backupEntry, path.join(folder, 'backup.jsonl.gz')], { env: { ...process.env, ...env }, stdio: 'ignore' });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  for (let i = 0; i < 600 && readdirSync(folder).length === 0 && child.exitCode === null; i += 1) await sleep(25);
  child.kill('SIGTERM');
  return exited;
}

describe('npm run backup / npm run restore', () => {
  it('backs up a running server on the embedded database and restores it elsewhere', async () => {
    const source = { ...(await embedded()), ...OWNER };
    const server = await startServer({ env: source });
    try {
      const { passport } = await addApplicationWithDocuments(server.base, await login(server.base));
      const file = path.join(tempDir(), 'backup.jsonl.gz');
      const backup = await runCli('backup', [file], { env: source });
      expect(backup.stdout).toBe(`Backup written to ${file}.\n`);
      expect(backup.status).toBe(0);
      expect(statSync(file).size).toBeGreaterThan(500);

      const refused = await runCli('restore', [file], { env: source });
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('stop it before restoring');

      const target = await embedded();
      const restore = await runCli('restore', [file], { env: target });
      expect(restore.stderr).toBe('');
      expect(restore.stdout).toMatch(/Restored \d+ rows and 3 files/);
      const restored = await startServer({ env: { ...target, ...OWNER } });
      try {
        const list = await fetch(`${restored.base}/api/application/fetchApplication?search=${passport}`, {
          headers: { authorization: await login(restored.base) },
        });
        const found = (await list.json()) as { applications: { passport: string; image: string }[] };
        expect(found.applications.map((a) => a.passport)).toEqual([passport]);
        expect((await fetch(`${restored.base}${found.applications[0]?.image}`)).status).toBe(200);
      } finally {
        await restored.stop();
      }
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('keeps the server running through a backup missing a stored file and one stopped midway', async () => {
    const source = { ...(await embedded()), ...OWNER };
    const server = await startServer({ env: source });
    try {
      const token = await login(server.base);
      // Large enough that the backup is still being written when its reader goes away.
      await addApplicationWithDocuments(server.base, token, { file1: pdf(6_000_000), file2: pdf(6_000_000), file3: pdf(6_000_000) });
      const shard = readdirSync(path.join(source.DATA_DIR, 'files'))[0] as string;
      const lost = readdirSync(path.join(source.DATA_DIR, 'files', shard))[0] as string;
      rmSync(path.join(source.DATA_DIR, 'files', shard, lost));

      const file = path.join(tempDir(), 'backup.jsonl.gz');
      const backup = await runCli('backup', [file], { env: source });
      expect(backup.status).toBe(0);
      expect(backup.stdout).toBe(`Backup written to ${file}.\n`);
      expect(backup.stderr).toBe(`Warning: stored files missing, in the backup without their bytes (1): ${lost}\n`);
      expect(await health(server.base)).toBe(200);

      // A backup stopped midway leaves nothing behind, and the server and the next backup go on.
      const stoppedIn = tempDir();
      expect(await backupStoppedMidway(source, stoppedIn)).toBe(143);
      expect(readdirSync(stoppedIn)).toEqual([]);
      const again = await runCli('backup', [path.join(tempDir(), 'again.jsonl.gz')], { env: source });
      expect(again.status).toBe(0);
      expect(await health(server.base)).toBe(200);
      expect(server.child.exitCode).toBeNull();

      const target = await embedded();
      const restore = await runCli('restore', [file], { env: target });
      expect(restore.status).toBe(0);
      expect(restore.stdout).toMatch(/Restored \d+ rows and 5 files/);
      expect(restore.stderr).toBe(`Warning: stored files missing when the backup was made, restored without their bytes (1): ${lost}\n`);
    } finally {
      await server.stop();
    }
  }, 180_000);

  describe('leaves nothing behind when it fails', () => {
    it('when the embedded database is not there and cannot be made', async () => {
      const folder = tempDir();
      // DATA_DIR is a file: nothing can be created under it.
      const env = { ...(await embedded()), DATA_DIR: path.join(folder, 'not-a-folder') };
      writeFileSync(env.DATA_DIR, 'a file');
      const result = await runCli('backup', [path.join(folder, 'backup.jsonl.gz')], { env });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('No backup was written.');
      expect(readdirSync(folder)).toEqual(['not-a-folder']);
      expect(existsSync(path.join(folder, 'backup.jsonl.gz'))).toBe(false);
    });

    it('when the database cannot be reached', async () => {
      const folder = tempDir();
      const env = { ...(await embedded()), DATABASE_URL: 'postgres://postgres@127.0.0.1:1/visadesk' };
      const result = await runCli('backup', [path.join(folder, 'backup.jsonl.gz')], { env });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('No backup was written.');
      expect(readdirSync(folder)).toEqual([]);
    });
  });
});
