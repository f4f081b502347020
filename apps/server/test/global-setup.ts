import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { onServer } from './scratch-database.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** The embedded PostgreSQL this run started, when TEST_DATABASE_URL names no server. */
    embeddedServerUrl: string;
    /** A database on the test server with every migration applied, which createTestDatabase copies. */
    templateDatabase: string;
  }
}

/**
 * Migrates one database on the test server for the whole run: each test file's database is a copy
 * of it (CREATE DATABASE … TEMPLATE), not twenty migrations run again, which took 1.5-4 s of every
 * file's set-up (ADR 044). Tests of the migrations themselves start from empty databases.
 */
async function provideTemplate(project: TestProject, serverUrl: string): Promise<() => Promise<void>> {
  const name = `visadesk_template_${randomBytes(5).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  project.provide('templateDatabase', name);
  return () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/**
 * Without TEST_DATABASE_URL the server's tests run on the embedded database: the PostgreSQL the
 * product starts in DATA_DIR, started here once by the product's own code, each test file then
 * creating its own database in it as on a PostgreSQL server.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_DATABASE_URL) return provideTemplate(project, process.env.TEST_DATABASE_URL);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'visadesk-test-cluster-'));
  // A throwaway cluster: nothing in it must survive a crash, so no waiting on the disk. Tests of
  // the product's own settings and of crashes start servers with their own DATA_DIR.
  const cluster = await startEmbeddedPostgres({
    dataDir,
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '100', shared_buffers: '128MB' },
  });
  const { host, port, user } = cluster.connection;
  const serverUrl = `postgresql://${user}@localhost:${port}/postgres?host=${encodeURIComponent(host)}`;
  project.provide('embeddedServerUrl', serverUrl);
  const dropTemplate = await provideTemplate(project, serverUrl);
  return async () => {
    await dropTemplate();
    await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
