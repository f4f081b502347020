import { sign, webcrypto } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  base64UrlDecode,
  base64UrlEncode,
  encodeStatement,
  STATEMENT_DAYS,
  VERIFY_MESSAGES,
  verifyStatement,
  webCryptoVerifier,
  type ApplicantCopy,
  type Application,
  type Ed25519Subtle,
  type EnquiryResponse,
  type HistoryEntry,
  type SettingsUpdate,
  type StatementClaims,
  type StatementKeySet,
  type VerifyResponse,
} from '@visadesk/contract';
import { applicationHistory, applications } from '../../src/db/schema.ts';
import { newPrivateKeyPem, publicJwkOf, readPrivateKey, statementKeyOf } from '../../src/statements/signing-keys.ts';
import { createApplication, type Headers } from '../application-helpers.ts';
import { buildTestApp, captureLogs, TEST_ACTOR, type TestContext } from '../helpers.ts';

/**
 * The applicant copy's signed statement through the API (ADR 053), on the embedded PostgreSQL and
 * on TEST_DATABASE_URL's server: the keys at their well-known address, the proof on each copy the
 * enquiry answers, and POST /api/verify saying genuine, and current until the decision changes or
 * the application is deleted. Nothing of a statement reaches the logs.
 */
const ZONE = 'Asia/Kathmandu';
const AGENCY = 'Maple Route Visas';
const DAY = 86_400;
const verifier = webCryptoVerifier(webcrypto.subtle as unknown as Ed25519Subtle);
const claimsOf = (statement: string) => JSON.parse(Buffer.from(statement.split('.')[1] as string, 'base64url').toString()) as StatementClaims;

describe('signed statements on the applicant copy', () => {
  let t: TestContext;
  let admin: Headers;
  const log = captureLogs();
const logs = log.lines;
  beforeAll(async () => {
    t = await buildTestApp({ timeZone: ZONE }, { logger: log.logger('trace') });
    admin = (await t.loginAs('admin')).headers;
    const settings = await t.app.settings.get();
    await t.app.settings.put({ ...settings, consultancyName: AGENCY } as SettingsUpdate, TEST_ACTOR);
  });
  afterAll(() => t.close());

  const keys = async () => (await t.app.inject({ url: API.statementKeys })).json() as StatementKeySet;
  const enquire = async (a: Application): Promise<ApplicantCopy> => {
    const res = await t.app.inject({ url: `${API.applications.enquiry}?search=${a.passport}&search1=${encodeURIComponent(a.currentN)}&search2=${a.dob}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as EnquiryResponse).applications[0] as ApplicantCopy;
  };
  const check = (statement: unknown) => t.app.inject({ method: 'POST', url: API.verify, payload: { statement } });
  const verified = async (statement: string) => {
    const res = await check(statement);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as VerifyResponse;
  };
  const call = (url: string, method: 'PUT' | 'POST' | 'DELETE', payload?: object) => t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
  const day = (at: Date | string) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(at));
  /** An approved worker on the journey's medical check-up: the copy a family or an airline counter is shown. */
  async function approvedWorker(passport: string) {
    const created = await createApplication(t, admin, { givenN: 'Anita Kumari', surname: 'Sharma', passport, currentN: 'Nepali' });
    expect((await call(API.applications.setStage(created._id), 'POST', { stage: 'medical' })).statusCode).toBe(200);
    expect((await call(API.applications.approve(created._id), 'PUT')).statusCode).toBe(200);
    return created;
  }

  it('publishes the signing key at its well-known address, to anyone, as a JWK set cached for an hour', async () => {
    const res = await t.app.inject({ url: API.statementKeys });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/jwk-set\+json/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const pem = readFileSync(path.join(t.config.dataDir, 'signing-key.pem'), 'utf8');
    expect(res.json()).toEqual({ keys: [statementKeyOf(publicJwkOf(readPrivateKey(pem, 'test')))] });
  });

  it('signs each copy the enquiry answers with exactly what a verifier needs: the passport masked, the decision, its day and the stage', async () => {
    const worker = await approvedWorker('PA12345678');
    const before = Math.floor(Date.now() / 1000);
    const copy = await enquire(worker);
    const checked = await verifyStatement(copy.proof, (await keys()).keys, before + 1, verifier);
    expect(checked.valid).toBe(true);
    const { claims } = checked as { claims: StatementClaims };
    expect(claims.iat).toBeGreaterThanOrEqual(before);
    expect(claims.iat).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(claims).toEqual({
      iss: AGENCY, sub: worker._id, iat: claims.iat, exp: claims.iat + STATEMENT_DAYS * DAY,
      n: 'Anita Kumari Sharma', p: '5678', c: copy.currentN, s: 'approved', d: copy.approve, g: 'Medical check-up',
    });
    // The decision's day is the consultancy's, as the copy's VISA APPROVE DATE is.
    expect(copy.approve).toBe(t.app.applications.today());
    expect(copy.proof).not.toContain('PA1234');
    expect(JSON.stringify(claimsOf(copy.proof))).not.toContain('PA1234');
    // The staff's record is not signed.
    const staffCopy = (await t.app.inject({ url: API.applications.one(worker._id), headers: admin })).json();
    expect(staffCopy).not.toHaveProperty('proof');
  });

  it('states an undecided copy by its registration day, a short passport wholly masked, a single name, and the stage it starts on', async () => {
    const created = await createApplication(t, admin, { givenN: 'Om', surname: '', passport: 'AB12345' });
    const copy = await enquire(created);
    const stage = copy.journey.find((step) => step.current)?.name;
    expect(stage).toBeTruthy();
    expect(claimsOf(copy.proof)).toMatchObject({ n: 'Om', p: '', s: 'pending', d: day(created.createdAt), g: stage });
  });

  it('answers genuine and current for a copy as signed, bare or as the verification page’s address', async () => {
    const { proof } = await enquire(await approvedWorker('PB22223333'));
    const genuine = { valid: true, current: true, status: 'approved', stage: 'Medical check-up' };
    expect(await verified(proof)).toEqual(genuine);
    expect(await verified(`https://visas.maple-route.example/verify#${proof}`)).toEqual(genuine);
  });

  it('stays current while the worker moves on, and the same decision again the same day; a new decision ends it, saying only when', async () => {
    const worker = await approvedWorker('PC33334444');
    const { proof } = await enquire(worker);
    expect((await call(API.applications.setStage(worker._id), 'POST', { stage: 'visa' })).statusCode).toBe(200);
    expect((await call(API.applications.approve(worker._id), 'PUT')).statusCode).toBe(200);
    expect(await verified(proof)).toEqual({ valid: true, current: true, status: 'approved', stage: 'Medical check-up' });

    expect((await call(API.applications.reject(worker._id), 'PUT', { reason: 'Visa refused' })).statusCode).toBe(200);
    const rejectedAt = ((await t.app.inject({ url: API.applicationHistory(worker._id), headers: admin })).json() as HistoryEntry[])[0]?.createdAt;
    expect(await verified(proof)).toEqual({ valid: true, current: false, status: 'approved', stage: 'Medical check-up', revokedAt: rejectedAt });
    // Pending again: still not the decision it stated, and it was the first change after it that ended it.
    await call(API.applications.pending(worker._id), 'PUT');
    expect(await verified(proof)).toMatchObject({ current: false, status: 'approved', revokedAt: rejectedAt });
    // The copy asked for now states what holds now.
    expect(await verified((await enquire(worker)).proof)).toEqual({ valid: true, current: true, status: 'pending', stage: 'Visa' });
  });

  it('dates the decision by its latest change, and ends a statement when the same decision is made again on a later day', async () => {
    const worker = await createApplication(t, admin, { passport: 'PG77778888' });
    await call(API.applications.reject(worker._id), 'PUT');
    await call(API.applications.approve(worker._id), 'PUT');
    // As if registered ten days ago, rejected five days ago and approved two days ago.
    const ago = (days: number) => new Date(Date.now() - days * DAY * 1000);
    const [approval, rejection] = (await t.app.inject({ url: API.applicationHistory(worker._id), headers: admin })).json() as HistoryEntry[];
    await t.app.db.update(applications).set({ createdAt: ago(10) }).where(eq(applications.id, worker._id));
    await t.app.db.update(applicationHistory).set({ createdAt: ago(5) }).where(eq(applicationHistory.id, rejection?._id as string));
    await t.app.db.update(applicationHistory).set({ createdAt: ago(2) }).where(eq(applicationHistory.id, approval?._id as string));
    const { proof } = await enquire(worker);
    expect(claimsOf(proof)).toMatchObject({ s: 'approved', d: day(ago(2)) });
    expect(await verified(proof)).toMatchObject({ valid: true, current: true });

    expect((await call(API.applications.approve(worker._id), 'PUT')).statusCode).toBe(200);
    const [again] = (await t.app.inject({ url: API.applicationHistory(worker._id), headers: admin })).json() as HistoryEntry[];
    expect(await verified(proof)).toEqual({ valid: true, current: false, status: 'approved', stage: claimsOf(proof).g, revokedAt: again?.createdAt });
  });

  it('is no longer current once the application is deleted, since its deletion', async () => {
    const worker = await approvedWorker('PD44445555');
    const { proof } = await enquire(worker);
    expect((await call(API.applications.remove(worker._id), 'DELETE')).statusCode).toBe(200);
    const [deletion] = await t.app.db.select().from(applicationHistory)
      .where(and(isNull(applicationHistory.applicationId), eq(applicationHistory.detail, `Application ${worker._id} deleted`)));
    expect(await verified(proof)).toEqual({ valid: true, current: false, status: 'approved', stage: 'Medical check-up', revokedAt: deletion?.createdAt.toISOString() });
  });

  it('refuses a tampered, truncated, foreign or expired statement, saying why and nothing of its claims', async () => {
    const { proof } = await enquire(await approvedWorker('PE55556666'));
    const [header, payload, signature] = proof.split('.') as [string, string, string];
    const bytes = base64UrlDecode(signature) as Uint8Array;
    bytes[10] = (bytes[10] as number) ^ 0x80;
    const refused = (problem: string) => ({ valid: false, current: false, status: '', stage: '', problem });
    expect(await verified(`${header}.${payload}.${base64UrlEncode(bytes)}`)).toEqual(refused('signature'));
    const claims = claimsOf(proof);
    const rejectedAsApproved = base64UrlEncode(Buffer.from(JSON.stringify({ ...claims, n: 'Someone Else' })));
    expect(await verified(`${header}.${rejectedAsApproved}.${signature}`)).toEqual(refused('signature'));
    expect(await verified(proof.slice(0, -5))).toEqual(refused('malformed'));
    const foreign = readPrivateKey(newPrivateKeyPem(), 'test');
    expect(await verified(encodeStatement(claims, statementKeyOf(publicJwkOf(foreign)).kid, (data) => sign(null, data, foreign)))).toEqual(refused('unknownKey'));
    const agencyKey = readPrivateKey(readFileSync(path.join(t.config.dataDir, 'signing-key.pem'), 'utf8'), 'test');
    const old = { ...claims, iat: claims.iat - 40 * DAY, exp: claims.iat - 10 * DAY };
    expect(await verified(encodeStatement(old, (await keys()).keys[0]?.kid as string, (data) => sign(null, data, agencyKey)))).toEqual(refused('expired'));
  });

  it('answers 400 with its message when there is no statement to check', async () => {
    for (const payload of [{}, { statement: '' }, { statement: '   ' }, { statement: 42 }, { statement: 'x'.repeat(3201) }]) {
      const res = await t.app.inject({ method: 'POST', url: API.verify, payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(res.json().message).toBe(VERIFY_MESSAGES.statement);
    }
  });

  it('never writes a statement, or any part of one, to the logs', async () => {
    const { proof } = await enquire(await approvedWorker('PF66667777'));
    await verified(proof);
    await verified(`${proof.slice(0, -2)}AA`);
    const [, payload, signature] = proof.split('.') as [string, string, string];
    const all = logs.join('');
    expect(all).toContain(API.verify);
    for (const part of [payload, signature, payload.slice(0, 24)]) expect(all).not.toContain(part);
  });
});

describe('retired keys', () => {
  let t: TestContext;
  const retired = readPrivateKey(newPrivateKeyPem(), 'test');
  const retiredKey = statementKeyOf(publicJwkOf(retired));
  beforeAll(async () => {
    t = await buildTestApp({ retiredSigningKeys: [publicJwkOf(retired)] });
  });
  afterAll(() => t.close());

  it('are published after the signing key, and what they signed is still genuine until it expires', async () => {
    const { keys } = (await t.app.inject({ url: API.statementKeys })).json() as StatementKeySet;
    expect(keys).toHaveLength(2);
    expect(keys[1]).toEqual(retiredKey);
    expect(keys[0]?.kid).not.toBe(retiredKey.kid);
    const now = Math.floor(Date.now() / 1000);
    const claims: StatementClaims = { iss: AGENCY, sub: '0123456789abcdef01234567', iat: now - DAY, exp: now + 29 * DAY, n: 'Ram Thapa', p: '', c: 'Nepali', s: 'approved', d: '2026-11-01', g: '' };
    const res = await t.app.inject({ method: 'POST', url: API.verify, payload: { statement: encodeStatement(claims, retiredKey.kid, (data) => sign(null, data, retired)) } });
    // Signed by a trusted key, for an application this desk does not hold (deleted, with nothing known of when).
    expect(res.json()).toEqual({ valid: true, current: false, status: 'approved', stage: '' });
  });
});
