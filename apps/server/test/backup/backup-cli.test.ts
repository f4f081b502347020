import { randomBytes } from 'node:crypto';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { maintenanceToken } from '../../src/lib/maintenance-token.ts';
import { addApplicationWithDocuments, health, login, OWNER, randomPort, runCli, startServer } from '../spawned-server.ts';
import { temporaryFolders } from '../temp-dirs.ts';

const tempDir = temporaryFolders('visadesk-cli-');

const SECRETS = { JWT_SECRET: randomBytes(32).toString('hex'), FILE_URL_SECRET: randomBytes(32).toString('hex') };
const embedded = (port = randomPort()) => ({ DATA_DIR: tempDir(), PORT: String(port), DATABASE_URL: '', ...SECRETS });
const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(bytes)]);

describe('npm run backup / npm run restore', () => {
  it('backs up a running server on the embedded database and restores it elsewhere', async () => {
    const source = { ...embedded(), ...OWNER };
    const server = await startServer({ env: source });
    try {
      const { passport } = await addApplicationWithDocuments(server.base, await login(server.base));
      const file = path.join(tempDir(), 'backup.jsonl.gz');
      const backup = await runCli('backup', [file], { env: source });
      expect(backup.stdout).toContain('by the running server');
      expect(backup.status).toBe(0);
      expect(statSync(file).size).toBeGreaterThan(500);

      const refused = await runCli('restore', [file], { env: source });
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('stop it before restoring');

      const target = embedded(Number(source.PORT) + 1);
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

  it('keeps the server running through a backup missing a stored file and one whose reader leaves midway', async () => {
    const source = { ...embedded(), ...OWNER };
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
      expect(backup.stdout).toContain(`Backup written to ${file} by the running server.`);
      expect(backup.stderr).toBe(`Warning: stored files missing, in the backup without their bytes (1): ${lost}\n`);
      expect(await health(server.base)).toBe(200);

      const res = await fetch(`${server.base}/api/maintenance/backup`, {
        method: 'POST',
        headers: { 'x-maintenance-token': maintenanceToken(SECRETS.JWT_SECRET) },
      });
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      expect((await reader.read()).done).toBe(false);
      await reader.cancel();
      // The server is still the one answering, and the cut backup's transaction has ended: the next one gets the database.
      const again = await runCli('backup', [path.join(tempDir(), 'again.jsonl.gz')], { env: source });
      expect(again.stdout).toContain('by the running server');
      expect(again.status).toBe(0);
      expect(await health(server.base)).toBe(200);
      expect(server.child.exitCode).toBeNull();

      const target = embedded();
      const restore = await runCli('restore', [file], { env: target });
      expect(restore.status).toBe(0);
      expect(restore.stdout).toMatch(/Restored \d+ rows and 5 files/);
      expect(restore.stderr).toBe(`Warning: stored files missing when the backup was made, restored without their bytes (1): ${lost}\n`);
    } finally {
      await server.stop();
    }
  }, 180_000);

  describe('leaves nothing behind when it fails', () => {
    let fake: Server;
    let answer: (res: ServerResponse) => void;
    const port = randomPort();
    afterAll(() => new Promise((resolve) => fake.close(resolve)));

    async function backupThroughFake(respond: typeof answer) {
      answer = respond;
      fake ??= await new Promise<Server>((resolve) => {
        const s = createServer((req, res) => (req.url === '/api/health' ? res.end('{"status":"ok"}') : answer(res)));
        s.listen(port, '127.0.0.1', () => resolve(s));
      });
      const folder = tempDir();
      const result = await runCli('backup', [path.join(folder, 'backup.jsonl.gz')], { env: embedded(port) });
      return { ...result, left: readdirSync(folder) };
    }

    it('when the running server refuses', async () => {
      const result = await backupThroughFake((res) => res.writeHead(401).end());
      expect(result.status).toBe(1);
      expect(result.stderr).toBe('The running server refused the backup (401).\nNo backup was written.\n');
      expect(result.left).toEqual([]);
    });

    it('when the running server stops sending midway', async () => {
      const result = await backupThroughFake((res) => {
        res.writeHead(200, { 'content-type': 'application/gzip' });
        res.write(randomBytes(200_000));
        setTimeout(() => res.destroy(), 100);
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/^The backup from the running server was cut short \(.+\)\.\nNo backup was written\.\n$/);
      expect(result.left).toEqual([]);
    });

    it('when what arrived ends before the end of the backup', async () => {
      const header = JSON.stringify({ type: 'header', format: 'visadesk-backup', version: 1, createdAt: new Date().toISOString() });
      const result = await backupThroughFake((res) => res.writeHead(200).end(gzipSync(`${header}\n`)));
      expect(result.status).toBe(1);
      expect(result.stderr).toBe('The backup from the running server was cut short.\nNo backup was written.\n');
      expect(result.left).toEqual([]);
    });

    it('when the database cannot be reached', async () => {
      const folder = tempDir();
      const env = { ...embedded(), DATABASE_URL: 'postgres://postgres@127.0.0.1:1/visadesk' };
      const result = await runCli('backup', [path.join(folder, 'backup.jsonl.gz')], { env });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('No backup was written.');
      expect(readdirSync(folder)).toEqual([]);
    });
  });
});
