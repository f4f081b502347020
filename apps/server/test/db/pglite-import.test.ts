import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { API } from '@visadesk/contract';
import { openDatabase, type Database, type DatabaseHandle } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema.ts';
import { createApplication, download, sha256, uploadDocuments } from '../application-helpers.ts';
import { buildTestApp, TEST_PASSWORD } from '../helpers.ts';
import { SAMPLE_PDF } from '../../src/seed/factories.ts';
import { temporaryFolders } from '../temp-dirs.ts';

const tempDir = temporaryFolders('visadesk-pglite-import-');
const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/** The embedded database as releases before ADR 013 kept it: PGlite in DATA_DIR/pglite. */
async function earlierRelease(dataDir: string): Promise<DatabaseHandle> {
  const client = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Database,
    driver: 'embedded',
    migrate: async () => {
      await migrate(db, { migrationsFolder });
      // That release queued email in its own table alone: the job queue's calls answer and keep nothing.
      await client.exec(`drop schema if exists graphile_worker cascade; create schema graphile_worker;
        create type graphile_worker.job_spec as (identifier text, payload json, queue_name text, run_at timestamptz,
          max_attempts smallint, job_key text, priority smallint, flags text[]);
        create function graphile_worker.add_job(identifier text, payload json default null, queue_name text default null,
          run_at timestamptz default null, max_attempts int default null, job_key text default null, priority int default null,
          flags text[] default null, job_key_mode text default 'replace') returns void language plpgsql as $$ begin end $$;
        create function graphile_worker.add_jobs(specs graphile_worker.job_spec[], job_key_preserve_run_at boolean default false)
          returns void language plpgsql as $$ begin end $$;
        create function graphile_worker.remove_job(job_key text) returns void language plpgsql as $$ begin end $$;`);
    },
    close: () => client.close(),
  };
}

describe.skipIf(process.env.TEST_DATABASE_URL)('a data folder of an earlier release (PGlite)', () => {
  it('is imported once at the first start: staff, applications and documents are there, sessions are not', async () => {
    const dataDir = tempDir();
    const old = await earlierRelease(dataDir);
    await old.migrate();
    const before = await buildTestApp({ dataDir }, { database: old });
    const admin = await before.loginAs('admin');
    const applicant = await createApplication(before, admin.headers, { surname: 'Gurung' });
    expect((await uploadDocuments(before, admin.headers, applicant._id, { file3: { data: SAMPLE_PDF, name: 'visa.pdf' } })).statusCode).toBe(200);
    await before.app.close();
    await old.close();

    const database = await openDatabase({ dataDir });
    const after = await buildTestApp({ dataDir }, { database });
    try {
      expect(readdirSync(dataDir).filter((name) => name.startsWith('pglite'))).toEqual([`pglite.imported-${new Date().toISOString().slice(0, 10)}`]);
      // The session of the earlier release is not carried over; the password is.
      const stale = await after.app.inject({ url: API.users.me, headers: admin.headers });
      expect(stale.statusCode).toBe(401);
      const headers = { authorization: (await after.login(admin.user.email, TEST_PASSWORD)).token };
      const res = await after.app.inject({ url: `/api/application/fetchApplication/${applicant._id}`, headers });
      expect(res.statusCode).toBe(200);
      const found = res.json() as { surname: string; file3: string };
      expect(found.surname).toBe('Gurung');
      expect((await download(after, found.file3)).sha256).toBe(sha256(SAMPLE_PDF));
    } finally {
      await after.app.close();
      await database.close();
    }

    // The next start imports nothing again.
    const again = await openDatabase({ dataDir });
    try {
      await again.migrate();
      const rows = (await again.db.execute('select count(*)::int as n from applications')) as unknown as { rows: { n: number }[] };
      expect(rows.rows[0]?.n).toBe(1);
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    } finally {
      await again.close();
    }
  }, 240_000);
});
