import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startMailSink } from './support/mailbox.ts';
import { startServer } from './support/server.ts';

/**
 * Starts one real server for the whole run and tells the workers where it is through the
 * environment, which they inherit. The returned function is Playwright's global teardown.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const databaseUrl = process.env.E2E_DATABASE_URL?.trim() || undefined;
  const mailDir = await mkdtemp(path.join(tmpdir(), 'visadesk-e2e-mail-'));
  const sink = await startMailSink(mailDir);
  process.env.E2E_MAIL_DIR = mailDir;
  const server = await startServer({ ...(databaseUrl ? { databaseUrl } : {}), smtpUrl: sink.url });
  process.env.E2E_BASE_URL = server.baseURL;
  process.stdout.write(`e2e: server at ${server.baseURL} on ${databaseUrl ? 'PostgreSQL' : 'the embedded PostgreSQL'}, email to ${sink.url}\n`);
  return async () => {
    await server.stop();
    await sink.stop();
    await rm(mailDir, { recursive: true, force: true });
  };
}
