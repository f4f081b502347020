import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { applicantFields, sampleImage } from '../../src/seed/factories.ts';
import { multipartBody } from '../multipart.ts';

const cli = (name: string) => path.resolve(import.meta.dirname, `../../src/cli/${name}.ts`);
const serverEntry = path.resolve(import.meta.dirname, '../../src/server.ts');
const ADMIN = { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'owner password 1' };
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'visadesk-cli-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [serverEntry], { env: { ...process.env, ...env, LOG_LEVEL: 'error', DATABASE_URL: '' }, stdio: 'ignore' });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  for (let i = 0; i < 200; i += 1) {
    if (await fetch(`http://127.0.0.1:${env.PORT}/api/health`).then((r) => r.ok, () => false)) return { child, exited };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

async function token(port: string) {
  const res = await fetch(`http://127.0.0.1:${port}/api/users/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
  });
  return ((await res.json()) as { token: string }).token;
}

describe('npm run backup / npm run restore', () => {
  it('backs up a running server on the embedded database and restores it elsewhere', async () => {
    const port = String(21_000 + Math.floor(Math.random() * 20_000));
    const source = { DATA_DIR: tempDir(), PORT: port, HOST: '127.0.0.1', ...ADMIN };
    const server = await startServer(source);
    try {
      const fields = applicantFields();
      const passport = fields.passport as string;
      const body = await multipartBody(fields, { image: { data: await sampleImage(), name: 'p.jpg' } });
      const added = await fetch(`http://127.0.0.1:${port}/api/application/addApplication`, {
        method: 'POST', headers: { authorization: await token(port), ...body.headers }, body: body.payload,
      });
      expect(added.status).toBe(201);
      const file = path.join(tempDir(), 'backup.jsonl.gz');
      const backup = spawnSync(process.execPath, [cli('backup'), file], { env: { ...process.env, ...source, DATABASE_URL: '' }, encoding: 'utf8' });
      expect(backup.stdout).toContain('by the running server');
      expect(backup.status).toBe(0);
      expect(statSync(file).size).toBeGreaterThan(500);

      const refused = spawnSync(process.execPath, [cli('restore'), file], { env: { ...process.env, ...source, DATABASE_URL: '' }, encoding: 'utf8' });
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('stop it before restoring');

      const target = { DATA_DIR: tempDir(), PORT: String(Number(port) + 1), HOST: '127.0.0.1' };
      const restore = spawnSync(process.execPath, [cli('restore'), file], { env: { ...process.env, ...target, DATABASE_URL: '' }, encoding: 'utf8' });
      expect(restore.stderr).toBe('');
      expect(restore.stdout).toMatch(/Restored \d+ rows and 3 files/);
      const restored = await startServer({ ...target, ...ADMIN });
      try {
        const list = await fetch(`http://127.0.0.1:${target.PORT}/api/application/fetchApplication?search=${passport}`, {
          headers: { authorization: await token(target.PORT) },
        });
        const found = (await list.json()) as { applications: { passport: string; image: string }[] };
        expect(found.applications.map((a) => a.passport)).toEqual([passport]);
        expect((await fetch(`http://127.0.0.1:${target.PORT}${found.applications[0]?.image}`)).status).toBe(200);
      } finally {
        restored.child.kill('SIGTERM');
        await restored.exited;
      }
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 120_000);
});
