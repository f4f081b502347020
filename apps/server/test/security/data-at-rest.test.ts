import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newId } from '../../src/lib/ids.ts';
import { addApplicationWithDocuments, login, OWNER, postgresDatabase, freePort, runCli, startServer } from '../spawned-server.ts';
import { temporaryFolders } from '../temp-dirs.ts';

/**
 * Passports, the database and backups are the server user's alone: nothing under DATA_DIR, nor a
 * backup, may carry a group or other permission bit. The server and the tools are started with
 * umask 000, so they must set their own.
 */
const LOOSE = '000';
const tempDir = temporaryFolders('visadesk-at-rest-');

/** Every path under `root` (and `root` itself) that group or others may use, with its mode. */
function shared(root: string): string[] {
  const found: string[] = [];
  const visit = (target: string) => {
    const info = lstatSync(target);
    if (info.mode & 0o077) found.push(`${(info.mode & 0o777).toString(8)} ${path.relative(root, target) || '.'}`);
    if (info.isDirectory()) for (const name of readdirSync(target)) visit(path.join(target, name));
  };
  visit(root);
  return found;
}

const umaskOf = (pid: number | undefined) => /^Umask:\s*(\d+)$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];

type Open = () => Promise<{ url: string; drop: () => Promise<void> }>;
const databases: [string, Open][] = [['the embedded database', async () => ({ url: '', drop: async () => {} })]];
if (process.env.TEST_DATABASE_URL) databases.push(['PostgreSQL', () => postgresDatabase('at_rest')]);

describe('data at rest', () => {
  it.each(databases)('keeps DATA_DIR, its files and a backup private to the server user (%s)', async (_name, open) => {
    const database = await open();
    try {
      const dataDir = tempDir();
      // As an older version or a careless copy could have left it: open to everyone.
      chmodSync(dataDir, 0o777);
      const leftover = path.join(dataDir, 'files', 'ab', `${newId().slice(0, 22)}ab`);
      mkdirSync(path.dirname(leftover), { recursive: true, mode: 0o755 });
      writeFileSync(leftover, 'a passport scan stored by an older version', { mode: 0o644 });
      const env = { DATA_DIR: dataDir, PORT: String(await freePort()), DATABASE_URL: database.url, ...OWNER };

      const server = await startServer({ env, umask: LOOSE });
      try {
        expect(umaskOf(server.child.pid)).toBe('0077');
        await addApplicationWithDocuments(server.base, await login(server.base), { file1: Buffer.from('%PDF-1.4\na passport scan') });
        const backups = tempDir();
        chmodSync(backups, 0o777);
        const backup = await runCli('backup', [path.join(backups, 'visadesk.jsonl.gz')], { env, umask: LOOSE });
        expect(backup.status).toBe(0);
        expect(readdirSync(backups)).toEqual(['visadesk.jsonl.gz']);
        expect(shared(backups)).toEqual(['777 .']);
        expect(shared(dataDir)).toEqual([]);
      } finally {
        await server.stop();
      }
      expect(readdirSync(dataDir).sort()).toEqual([...(database.url ? [] : ['postgres', 'run']), '.private', 'files', 'secrets.json', 'signing-key.pem', 'tmp', 'uploads-in-progress'].sort());
      expect(readdirSync(path.join(dataDir, 'files'), { recursive: true }).length).toBeGreaterThan(4);
      expect(shared(dataDir)).toEqual([]);
    } finally {
      await database.drop();
    }
  }, 120_000);

  it.runIf(existsSync('/proc/self/status'))('runs every command-line tool with umask 077, whatever it was started with', async () => {
    // Reports the tool's own umask as it exits.
    const probe = path.join(tempDir(), 'report-umask.mjs');
    writeFileSync(probe, `import { readFileSync } from 'node:fs';
process.on('exit', () => process.stderr.write(/^Umask:.*$/m.exec(readFileSync('/proc/self/status', 'utf8'))[0] + '\\n'));\n`);
    const env = { DATA_DIR: tempDir(), PORT: String(await freePort()), DATABASE_URL: '', ...OWNER, NODE_OPTIONS: `--import=${probe}` };
    const file = path.join(tempDir(), 'backup.jsonl.gz');
    const seed = await runCli('seed-demo', ['--count', '2'], { env, umask: LOOSE });
    // The demo seed leaves the embedded database, its samples and the stored files private.
    expect(shared(env.DATA_DIR)).toEqual([]);
    const runs = {
      'seed-demo': seed,
      'create-admin': await runCli('create-admin', ['--email', 'second@example.com'], { env, umask: LOOSE }),
      backup: await runCli('backup', [file], { env, umask: LOOSE }),
      restore: await runCli('restore', [file], { env, umask: LOOSE }),
    };
    for (const [name, run] of Object.entries(runs)) {
      expect(run.status, `${name}: ${run.stderr}`).toBe(0);
      expect(run.stderr, name).toMatch(/^Umask:\s*0077$/m);
    }
  }, 120_000);
});
