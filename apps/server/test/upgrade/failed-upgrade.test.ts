import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { extractTar, FIXTURES_DIR, readArchive, readManifest, unpackDataDir } from '../../scripts/upgrade-fixtures/archive.ts';
import { openDatabase } from '../../src/db/client.ts';
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres.ts';
import { findPostgresBinaries } from '../../src/db/postgres-binaries.ts';
import { temporaryFolders } from '../temp-dirs.ts';
import { startOn, UPGRADE_START_MS } from './start-upgraded.ts';

/**
 * An upgrade that cannot be done stops the server with the reason, and leaves the earlier
 * release's data as it was (ADR 043).
 */
const tempDir = temporaryFolders('visadesk-failed-upgrade-');
const archiveOf = (name: string) => path.join(FIXTURES_DIR, `${name}.tar.zst`);

/** Every file and folder under `folder`: its path, mode and bytes. */
function fingerprint(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort().map((entry) => {
    const full = path.join(folder, entry);
    const stat = statSync(full);
    const bytes = stat.isFile() ? createHash('sha256').update(readFileSync(full)).digest('hex') : 'folder';
    return `${entry} ${(stat.mode & 0o777).toString(8)} ${bytes}`;
  });
}

/** Starts today's server on `dataDir` and answers what it said when it stopped instead of serving. */
async function refusedStart(dataDir: string): Promise<string> {
  const started = await startOn(dataDir).then(
    async (server) => {
      await server.stop();
      return 'it started';
    },
    (error: Error) => error.message,
  );
  expect(started).not.toBe('it started');
  return started;
}

async function signInWorks(dataDir: string, email: string, password: string): Promise<number> {
  const server = await startOn(dataDir);
  try {
    const res = await fetch(`${server.base}/api/users/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }), signal: AbortSignal.timeout(30_000),
    });
    return res.status;
  } finally {
    await server.stop();
  }
}

describe.skipIf(process.env.TEST_DATABASE_URL)('an upgrade that cannot be done', () => {
  it('a PGlite folder copied only in part: the server says what is missing, stops, and leaves the folder byte for byte as it was', async () => {
    const dataDir = tempDir();
    const tar = readArchive(archiveOf('pglite-last'));
    // The copy stopped at nine tenths: the folders sorted last (pg_xact) never arrived.
    await extractTar(tar.subarray(0, Math.floor((tar.length * 0.9) / 512) * 512), dataDir).catch(() => {});
    const folder = path.join(dataDir, 'pglite');
    const before = [fingerprint(folder), fingerprint(path.join(dataDir, 'files'))];

    const said = await refusedStart(dataDir);

    expect(said).toContain(
      `The data of ${folder} (an earlier release's embedded database) could not be brought into this release: it is incomplete (no pg_xact), as if it was copied only in part. ` +
        `Nothing was changed: ${folder} is as it was and the new database holds none of it.`,
    );
    expect([fingerprint(folder), fingerprint(path.join(dataDir, 'files'))]).toEqual(before);
    expect(readdirSync(dataDir).filter((entry) => entry.includes('pglite'))).toEqual(['pglite']);
  }, UPGRADE_START_MS + 60_000);

  it("a PGlite folder whose tables' files are gone: the reason, the folder untouched; once whole again it is imported, whatever an earlier attempt left", async () => {
    const dataDir = tempDir();
    await unpackDataDir(archiveOf('pglite-first'), dataDir);
    const folder = path.join(dataDir, 'pglite');
    // The database's own tables (object ids from 16384), not PostgreSQL's catalogs.
    const database = path.join(folder, 'base/5');
    const removed = readdirSync(database).filter((name) => Number.parseInt(name, 10) >= 16_384);
    const kept = removed.map((name) => ({ name, bytes: readFileSync(path.join(database, name)) }));
    removed.forEach((name) => rmSync(path.join(database, name)));
    const before = fingerprint(folder);

    const said = await refusedStart(dataDir);

    expect(said).toMatch(/could not be brought into this release: could not open file "base\/5\/\d+": No such file or directory\. Nothing was changed:/);
    expect(fingerprint(folder)).toEqual(before);
    expect(existsSync(path.join(dataDir, '.pglite-upgrading'))).toBe(false);

    // A release before ADR 043 migrated the new database before its import failed, leaving it
    // migrated and empty; that does not stand in the way either.
    renameSync(folder, `${folder}.aside`);
    const migratedEmpty = await openDatabase({ dataDir });
    await migratedEmpty.migrate();
    await migratedEmpty.close();
    renameSync(`${folder}.aside`, folder);
    kept.forEach(({ name, bytes }) => writeFileSync(path.join(database, name), bytes));
    const owner = readManifest('pglite-first').staff[0];
    expect(await signInWorks(dataDir, owner?.email ?? '', owner?.password ?? '')).toBe(200);
    expect(existsSync(folder)).toBe(false);
  }, 2 * UPGRADE_START_MS + 60_000);

  it('an embedded PostgreSQL folder a migration fails on: the reason, and the database as the earlier release left it', async () => {
    const dataDir = tempDir();
    await unpackDataDir(archiveOf('embedded-pg-first'), dataDir);
    const query = async (text: string) => {
      const cluster = await startEmbeddedPostgres({ dataDir });
      const client = new pg.Client(cluster.connection);
      try {
        await client.connect();
        return (await client.query(text)).rows[0] as Record<string, unknown>;
      } finally {
        await client.end();
        await cluster.stop();
      }
    };
    const table = await query(`select pg_relation_filepath('applications') as file`);
    rmSync(path.join(dataDir, 'postgres', String(table.file)));
    const counts = `select (select count(*) from drizzle.__drizzle_migrations)::int as migrations, (select count(*) from users)::int as staff`;
    const before = await query(counts);

    const said = await refusedStart(dataDir);

    expect(said).toMatch(/The database could not be brought up to this release: could not open file "base\/\d+\/\d+": No such file or directory\. Nothing was changed: the migrations run in one transaction/);
    expect(await query(counts)).toEqual(before);
    expect(before).toEqual({ migrations: 5, staff: 4 });
  }, UPGRADE_START_MS + 60_000);

  it('an embedded PostgreSQL folder of another major version: the way across, and nothing changed', async () => {
    const dataDir = tempDir();
    await unpackDataDir(archiveOf('embedded-pg-first'), dataDir);
    const cluster = path.join(dataDir, 'postgres');
    writeFileSync(path.join(cluster, 'PG_VERSION'), '17\n');
    const before = fingerprint(cluster);

    const said = await refusedStart(dataDir);

    expect(said).toContain(
      `${cluster} was made by PostgreSQL 17, and this release runs PostgreSQL ${findPostgresBinaries().major}, which cannot open it. Nothing was changed. ` +
        'Start the release that made it, take a backup with npm run backup, and restore it into this release with npm run restore on an empty DATA_DIR.',
    );
    expect(fingerprint(cluster)).toEqual(before);
  }, UPGRADE_START_MS + 60_000);
});
