import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** The embedded PostgreSQL this run started, when TEST_DATABASE_URL names no server. */
    embeddedServerUrl: string;
  }
}

/**
 * Without TEST_DATABASE_URL the server's tests run on the embedded database: the PostgreSQL the
 * product starts in DATA_DIR, started here once by the product's own code, each test file then
 * creating its own database in it as on a PostgreSQL server.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_DATABASE_URL) return undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'visadesk-test-cluster-'));
  // A throwaway cluster: nothing in it must survive a crash, so no waiting on the disk. Tests of
  // the product's own settings and of crashes start servers with their own DATA_DIR.
  const cluster = await startEmbeddedPostgres({
    dataDir,
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '100', shared_buffers: '128MB' },
  });
  const { host, port, user } = cluster.connection;
  project.provide('embeddedServerUrl', `postgresql://${user}@localhost:${port}/postgres?host=${encodeURIComponent(host)}`);
  return async () => {
    await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
