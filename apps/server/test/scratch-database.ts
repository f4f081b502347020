import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * The PostgreSQL server the tests create their databases on: TEST_DATABASE_URL's, or the embedded
 * one test/global-setup.ts started for this run.
 */
export function testServerUrl(): string {
  return process.env.TEST_DATABASE_URL || inject('embeddedServerUrl');
}

export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A new database on the test server (testServerUrl) for one test, and a way to drop it (connections
 * still open to it included): empty, or a copy of `template` (a database nobody is connected to).
 */
export async function postgresDatabase(label: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = testServerUrl();
  const name = `visadesk_${label}_${randomBytes(5).toString('hex')}`;
  await onServer(serverUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
