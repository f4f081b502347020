import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import pg from 'pg';
import { startMailSink } from './support/mailbox.ts';
import { startServer, type RunningServer } from './support/server.ts';

/**
 * A database beside the one at `url`, on the same PostgreSQL server, for the site-wide journeys'
 * own server; dropped again by the returned function.
 */
async function siblingDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const sibling = new URL(url);
  const name = `${sibling.pathname.slice(1) || 'postgres'}_site_wide`;
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`E2E_DATABASE_URL names a database this setup cannot pair: ${name}`);
  sibling.pathname = `/${name}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  return { url: sibling.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Starts two real servers for the whole run and tells the workers where they are through the
 * environment, which they inherit: one for the journeys, and one for the journeys that change what
 * every visitor or staff member sees (Settings, published slides), so that those run beside the rest
 * instead of after them. Both send email to one mail sink. The returned function is Playwright's
 * global teardown.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const databaseUrl = process.env.E2E_DATABASE_URL?.trim() || undefined;
  const mailDir = await mkdtemp(path.join(tmpdir(), 'visadesk-e2e-mail-'));
  const sink = await startMailSink(mailDir);
  process.env.E2E_MAIL_DIR = mailDir;
  const siteWideDatabase = databaseUrl ? await siblingDatabase(databaseUrl) : undefined;
  const started = await Promise.allSettled([
    startServer({ ...(databaseUrl ? { databaseUrl } : {}), smtpUrl: sink.url }),
    startServer({ ...(siteWideDatabase ? { databaseUrl: siteWideDatabase.url } : {}), smtpUrl: sink.url }),
  ]);
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const teardown = async () => {
    await Promise.all(servers.map((server: RunningServer) => server.stop()));
    await siteWideDatabase?.drop();
    await sink.stop();
    await rm(mailDir, { recursive: true, force: true });
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  const [server, siteWide] = servers as [RunningServer, RunningServer];
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_SITE_WIDE_BASE_URL = siteWide.baseURL;
  const where = databaseUrl ? 'PostgreSQL' : 'the embedded PostgreSQL';
  process.stdout.write(`e2e: servers at ${server.baseURL} and ${siteWide.baseURL} (site-wide journeys) on ${where}, email to ${sink.url}\n`);
  return teardown;
}
