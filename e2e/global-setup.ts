import type { FullConfig } from '@playwright/test';
import { startServer } from './support/server.ts';

/**
 * Starts one real server for the whole run and tells the workers where it is through the
 * environment, which they inherit. The returned function is Playwright's global teardown.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const databaseUrl = process.env.E2E_DATABASE_URL?.trim() || undefined;
  const server = await startServer(databaseUrl ? { databaseUrl } : {});
  process.env.E2E_BASE_URL = server.baseURL;
  process.stdout.write(`e2e: server at ${server.baseURL} on ${databaseUrl ? 'PostgreSQL' : 'the embedded PostgreSQL'}\n`);
  return server.stop;
}
