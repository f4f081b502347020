import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@visadesk/contract';
import { FIXTURES_DIR, readManifest, unpackDataDir, type FixtureFile, type FixtureManifest, type FixtureStaff } from '../../scripts/upgrade-fixtures/archive.ts';
import { findPostgresBinaries } from '../../src/db/postgres-binaries.ts';
import type { SpawnedServer } from '../spawned-server.ts';
import { temporaryFolders } from '../temp-dirs.ts';
import { startOn, UPGRADE_START_MS } from './start-upgraded.ts';

/**
 * The data folders of earlier releases that changed how data is stored (test/fixtures/upgrade,
 * built by scripts/build-upgrade-fixtures.ts from the releases' own code; ADR 043), started by
 * today's server: everything the release had is there, read through today's API.
 */
const tempDir = temporaryFolders('visadesk-upgrade-');
const FIXTURES = ['pglite-first', 'pglite-last', 'embedded-pg-first'];

/** Values today's releases store otherwise on purpose: nationalities and countries as the country's name (ADR 020). */
const CHANGED_ON_PURPOSE: Record<string, Record<string, string>> = {
  currentN: { Nepali: 'Nepal' },
  issuedCountry: { BD: 'Bangladesh' },
};

type Answer = Record<string, unknown>;

async function call(server: SpawnedServer, url: string, options: { token?: string; json?: unknown } = {}): Promise<{ status: number; body: Answer }> {
  const res = await fetch(`${server.base}${url}`, {
    method: options.json === undefined ? 'GET' : 'POST',
    headers: { ...(options.token ? { authorization: options.token } : {}), ...(options.json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: res.status, body: (await res.json()) as Answer };
}

async function bytesOf(server: SpawnedServer, url: string, token: string): Promise<FixtureFile> {
  const res = await fetch(`${server.base}${url}`, { headers: { authorization: token }, signal: AbortSignal.timeout(30_000) });
  expect(res.status, url).toBe(200);
  const data = Buffer.from(await res.arrayBuffer());
  return { sha256: createHash('sha256').update(data).digest('hex'), size: data.length };
}

/** Each account signs in with its password as before; a second factor still asks for its code. */
async function signIn(server: SpawnedServer, member: FixtureStaff): Promise<string | undefined> {
  const login = (code?: string) => call(server, '/api/users/login', { json: { email: member.email, password: member.password, ...(code ? { code } : {}) } });
  const first = await login();
  if (member.status === 'pending') {
    expect([first.status, first.body.message]).toEqual([403, AUTH_MESSAGES.awaitingApproval]);
    return undefined;
  }
  if (member.recoveryCodes) {
    expect([first.status, first.body.twoFactorRequired]).toEqual([401, true]);
    const second = await login(member.recoveryCodes[0]);
    expect(second.status, member.email).toBe(200);
    return String(second.body.token);
  }
  expect(first.status, member.email).toBe(200);
  return String(first.body.token);
}

async function checkStaff(server: SpawnedServer, manifest: FixtureManifest): Promise<string> {
  const tokens = [];
  for (const member of manifest.staff) tokens.push(await signIn(server, member));
  const token = tokens[0] as string;
  const listed = (await call(server, '/api/users/get_users', { token })).body as unknown as Answer[];
  expect(listed.map(({ name, email, role, status, twoFactorEnabled }) => ({ name, email, role, status, twoFactorEnabled }))).toEqual(
    manifest.staff.map(({ name, email, role, status, recoveryCodes }) => ({ name, email, role, status, twoFactorEnabled: Boolean(recoveryCodes) })),
  );
  return token;
}

async function checkApplications(server: SpawnedServer, manifest: FixtureManifest, token: string): Promise<void> {
  const list = (await call(server, '/api/application/fetchApplication?limit=50', { token })).body;
  expect(list.totalApplication).toBe(manifest.applications.length);
  for (const was of manifest.applications) {
    const { status, body: now } = await call(server, `/api/application/fetchApplication/${was._id}`, { token });
    expect(status).toBe(200);
    const expected = Object.fromEntries(Object.entries(was.fields).map(([key, value]) => [key, CHANGED_ON_PURPOSE[key]?.[String(value)] ?? value]));
    expect(Object.fromEntries(Object.keys(was.fields).map((key) => [key, now[key]]))).toEqual(expected);
    const documents = now.documents as Record<string, Answer>;
    expect(Object.fromEntries(Object.entries(documents).map(([slot, { contentType, size, uploadedAt }]) => [slot, { contentType, size, uploadedAt }]))).toEqual(was.documents);
    for (const [key, file] of Object.entries(was.files)) expect(await bytesOf(server, String(now[key]), token), `${was._id} ${key}`).toEqual(file);
    const history = (await call(server, `/api/application/fetchApplication/${was._id}/history`, { token })).body as unknown as Answer[];
    expect(history.map(({ action, detail, actorName, createdAt }) => ({ action, detail, actorName, createdAt }))).toEqual(was.history);
  }
}

async function checkSlides(server: SpawnedServer, manifest: FixtureManifest, token: string): Promise<void> {
  const slides = (await call(server, '/api/slider/fetchSlider', { token })).body as unknown as Answer[];
  expect(slides.map(({ image: _link, ...slide }) => slide)).toEqual(manifest.slides.map(({ image: _bytes, ...slide }) => slide));
  for (const [i, slide] of manifest.slides.entries()) expect(await bytesOf(server, String(slides[i]?.image), token)).toEqual(slide.image);
}

describe.skipIf(process.env.TEST_DATABASE_URL)("an earlier release's data folder, started by today's server", () => {
  it.each(FIXTURES)('%s: every staff account, application, document, slide and setting is there as it was', async (name) => {
    const manifest = readManifest(name);
    const dataDir = tempDir();
    await unpackDataDir(path.join(FIXTURES_DIR, `${name}.tar.zst`), dataDir);
    if (manifest.release.engine === 'postgres') {
      // A cluster opens only under its own major version: a package of another one needs the way ADR 043 describes.
      expect(Number(readFileSync(path.join(dataDir, 'postgres/PG_VERSION'), 'utf8'))).toBe(findPostgresBinaries().major);
    }
    const server = await startOn(dataDir, { LOG_LEVEL: 'info' });
    try {
      const token = await checkStaff(server, manifest);
      await checkApplications(server, manifest, token);
      await checkSlides(server, manifest, token);
      const settings = (await call(server, '/api/settings', { token })).body;
      expect(Object.fromEntries(Object.keys(manifest.settings).map((key) => [key, settings[key]]))).toEqual(manifest.settings);
    } finally {
      await server.stop();
    }
    if (manifest.release.engine === 'pglite') {
      expect(server.output()).toContain(`at ${manifest.release.lastMigration},`);
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
      expect(readdirSync(dataDir).filter((entry) => entry.startsWith('pglite'))).toEqual([expect.stringMatching(/^pglite\.imported-\d{4}-\d{2}-\d{2}$/)]);
    }
  }, UPGRADE_START_MS + 60_000);
});
