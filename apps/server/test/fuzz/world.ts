import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { COOKIES, type Application, type Slider, type User } from '@visadesk/contract';
import { signAccessToken } from '../../src/security/tokens.ts';
import { SAMPLE_PDF, sampleImage } from '../../src/seed/factories.ts';
import { createApplication } from '../application-helpers.ts';
import { buildTestApp, type TestContext } from '../helpers.ts';
import { multipartBody } from '../multipart.ts';

export type AuthMode = 'anonymous' | 'bearer' | 'cookie' | 'cookie-foreign-origin';

export interface FuzzRequest {
  method: string;
  url: string;
  auth: AuthMode;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** A short, printable account of a request: fast-check shows it for the failing case. */
export function describeRequest(r: FuzzRequest): string {
  const body = r.payload === undefined ? 'no body' : `${Buffer.byteLength(r.payload)} bytes: ${JSON.stringify(Buffer.from(r.payload).subarray(0, 300).toString('latin1'))}`;
  return `${r.method} ${JSON.stringify(r.url.length > 300 ? `${r.url.slice(0, 300)}...` : r.url)} as ${r.auth}, headers ${JSON.stringify(r.headers)}, ${body}`;
}

export interface World {
  t: TestContext;
  boss: User;
  application: Application;
  slider: Slider;
  /** Ids that exist: fuzzed ids are drawn from these as well as from made-up ones. */
  realIds: string[];
  /** Sends one request the way the property gives it and checks what every answer must satisfy. */
  send(request: FuzzRequest): Promise<{ statusCode: number; body: string }>;
  close(): Promise<void>;
}

/** Row count and digest of every table but the rate-limit counters (refused attempts count there on purpose). */
async function tablesDigest(t: TestContext): Promise<string> {
  const tables = await t.database.db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> 'rate_limits'
        order by table_name`,
  );
  const names = (tables as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
  const union = names
    .map((n) => `select '${n}' as t, count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${n}" x`)
    .join(' union all ');
  const result = await t.database.db.execute(sql.raw(`${union} order by 1`));
  return JSON.stringify((result as unknown as { rows: unknown[] }).rows);
}

async function listing(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { recursive: true })).sort();
  } catch {
    return [];
  }
}

/** Everything a refused request must leave as it was: every table and every stored file. */
export async function stateOf(t: TestContext): Promise<{ tables: string; files: string[] }> {
  return { tables: await tablesDigest(t), files: await listing(path.join(t.config.dataDir, 'files')) };
}

/** A stand-in for the built web app, so paths that climb out of /api reach the real static handler. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'visadesk-fuzz-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>VisaDesk</title>');
  writeFileSync(path.join(dir, 'assets', 'app-1234.js'), 'export {};');
  return dir;
}

export async function buildWorld(): Promise<World> {
  const webDist = fakeWebBuild();
  const t = await buildTestApp({ webDist });
  const boss = await t.createUser({ role: 'superadmin' });
  const admin = await t.createUser({ role: 'admin' });
  const pending = await t.createUser({ status: 'pending' });
  const staff = { authorization: `Bearer ${await mint()}` };
  const application = await createApplication(t, staff);
  const docs = await multipartBody({}, { file1: { data: SAMPLE_PDF, name: 'letter.pdf' } });
  await t.app.inject({
    method: 'PUT', url: `/api/application/updateApplicationAdd/${application._id}`,
    payload: docs.payload, headers: { ...staff, ...docs.headers },
  });
  const slide = await multipartBody({ thumbnail: 'First slide', title: 'Work in Canada' }, { image: { data: await sampleImage('png'), name: 's.png' } });
  const slider = (
    await t.app.inject({ method: 'POST', url: '/api/slider/addSlider', payload: slide.payload, headers: { ...staff, ...slide.headers } })
  ).json() as Slider;
  const fileId = new URL(application.image, 'http://x').pathname.split('/').pop() as string;
  // The outbox changes only through requests from here: the worker's own passes (a retry falling
  // due mid-request) would read as a refused request having changed stored data.
  await t.app.jobs.stop();

  let token = await mint();
  async function mint(): Promise<string> {
    const session = await t.app.sessions.start(boss);
    return signAccessToken({ sub: boss._id, role: 'superadmin', sid: session.sessionId }, t.config.secrets.jwt);
  }
  /** The fuzzer may log the super admin out or change the account; sign in again when it did. */
  async function ensureSignedIn(): Promise<void> {
    const me = await t.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
    if (me.statusCode !== 200) token = await mint();
  }

  function authHeaders(auth: AuthMode): Record<string, string> {
    if (auth === 'anonymous') return {};
    if (auth === 'bearer') return { authorization: `Bearer ${token}` };
    const origin = auth === 'cookie' ? 'http://localhost:80' : 'https://evil.example';
    return { cookie: `${COOKIES.access}=${token}`, origin, host: 'localhost:80' };
  }

  async function send(request: FuzzRequest) {
    const label = describeRequest(request);
    const before = await stateOf(t);
    const res = await t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: { ...request.headers, ...authHeaders(request.auth) },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    expect(res.statusCode, `${label} answered ${res.body.slice(0, 300)}`).toBeLessThan(500);
    // No internals in any answer: no server paths, no stack frames, no file outside the API.
    expect(res.body).not.toContain(t.config.dataDir);
    expect(res.body).not.toContain('node_modules');
    expect(res.body).not.toMatch(/root:x:0:0|"name": ?"@visadesk\/server"/);
    expect(await listing(path.join(t.config.dataDir, 'tmp')), `${label} left temp files`).toEqual([]);
    if (res.statusCode >= 400) {
      expect(res.headers['content-type'], label).toMatch(/^application\/json/);
      expect(typeof res.json().message, label).toBe('string');
      expect(await stateOf(t), `${label} was refused with ${res.statusCode} but changed stored data`).toEqual(before);
    } else if (request.method !== 'GET') {
      await ensureSignedIn();
    }
    return { statusCode: res.statusCode, body: res.body };
  }

  return {
    t, boss, application, slider, send,
    realIds: [application._id, slider._id, boss._id, admin._id, pending._id, fileId],
    async close() {
      await t.close();
      rmSync(webDist, { recursive: true, force: true });
    },
  };
}
