import { createHmac, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { chmodSync, lstatSync, mkdtempSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  API,
  base64UrlDecode,
  base64UrlEncode,
  encodeStatement,
  STATEMENT_DAYS,
  WEB_APP,
  type ApplicantCopy,
  type Application,
  type EnquiryResponse,
  type SettingsUpdate,
  type StatementClaims,
  type StatementKeySet,
  type VerifyResponse,
} from '@visadesk/contract';
import { ConfigError, loadConfig } from '../../src/config/config.ts';
import { loadSigningKeys, newPrivateKeyPem, publicJwkOf, readPrivateKey, statementKeyOf } from '../../src/statements/signing-keys.ts';
import { addApplication, createApplication, type Headers } from '../application-helpers.ts';
import { buildTestApp, captureLogs, TEST_ACTOR, type TestContext } from '../helpers.ts';
import { temporaryFolders } from '../temp-dirs.ts';

/**
 * The signed statements attacked as a careful adversary would (ADR 053): forging or altering them,
 * POST /api/verify as an oracle, what a statement and the keys reveal, the logs, the manifest's
 * query, and the signing key's file. Each test says what an attacker tries and that it fails.
 */
const DAY = 86_400;
const AGENCY = 'Maple Route Visas';
const utf8 = (text: string) => new TextEncoder().encode(text);
const b64 = (value: string | object) => base64UrlEncode(utf8(typeof value === 'string' ? value : JSON.stringify(value)));
const parts = (statement: string) => statement.split('.') as [string, string, string];
const claimsOf = (statement: string) => JSON.parse(Buffer.from(parts(statement)[1], 'base64url').toString()) as StatementClaims;
const refused = (problem: string): VerifyResponse => ({ valid: false, current: false, status: '', stage: '', problem });
/** A JWS written by hand: any header and payload text, signed over exactly those bytes. */
const handMade = (header: string, payload: string, signer: (data: Uint8Array) => Uint8Array) => {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${base64UrlEncode(signer(utf8(input)))}`;
};
const tempDir = temporaryFolders('visadesk-red-team-');

describe('statements under attack, through the API', () => {
  let t: TestContext;
  let admin: Headers;
  let agencyKey: KeyObject;
  let agencyKid: string;
  const forger = generateKeyPairSync('ed25519').privateKey;
  const forgerKid = statementKeyOf(publicJwkOf(forger)).kid;
  const log = captureLogs();
const logs = log.lines;

  beforeAll(async () => {
    t = await buildTestApp({ timeZone: 'Asia/Kathmandu' }, { logger: log.logger('trace') });
    admin = (await t.loginAs('admin')).headers;
    const settings = await t.app.settings.get();
    await t.app.settings.put({ ...settings, consultancyName: AGENCY } as SettingsUpdate, TEST_ACTOR);
    agencyKey = readPrivateKey(readFileSync(path.join(t.config.dataDir, 'signing-key.pem'), 'utf8'), 'test');
    agencyKid = statementKeyOf(publicJwkOf(agencyKey)).kid;
  });
  afterAll(() => t.close());

  const bySigner = (key: KeyObject) => (data: Uint8Array) => sign(null, data, key);
  const enquire = async (a: Application): Promise<ApplicantCopy> => {
    const res = await t.app.inject({ url: `${API.applications.enquiry}?search=${a.passport}&search1=${encodeURIComponent(a.currentN)}&search2=${a.dob}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as EnquiryResponse).applications[0] as ApplicantCopy;
  };
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: API.verify, headers: { 'content-type': 'application/json', ...headers }, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });
  const verified = async (statement: string) => {
    const res = await post({ statement });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as VerifyResponse;
  };
  const call = (url: string, method: 'PUT' | 'POST', payload?: object) => t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
  async function approvedProof(passport: string) {
    const worker = await createApplication(t, admin, { givenN: 'Anita Kumari', surname: 'Sharma', passport, currentN: 'Nepali' });
    expect((await call(API.applications.setStage(worker._id), 'POST', { stage: 'medical' })).statusCode).toBe(200);
    expect((await call(API.applications.approve(worker._id), 'PUT')).statusCode).toBe(200);
    return { worker, copy: await enquire(worker) };
  }

  describe('forging or altering a statement', () => {
    it('refuses alg confusion: none, HMAC keyed with the public key (64 bytes, as EdDSA), other names and cases of EdDSA', async () => {
      const { copy } = await approvedProof('RA10000001');
      const payload = Buffer.from(parts(copy.proof)[1], 'base64url').toString();
      const publicX = base64UrlDecode(statementKeyOf(publicJwkOf(agencyKey)).x) as Uint8Array;
      const hmac = (data: Uint8Array) => new Uint8Array(createHmac('sha512', publicX).update(data).digest());
      const header = (alg: string) => JSON.stringify({ alg, typ: 'visadesk-copy', kid: agencyKid });
      // alg none with no signature, and with the genuine signature kept.
      expect(await verified(`${b64(header('none'))}.${b64(payload)}.`)).toEqual(refused('malformed'));
      expect(await verified(`${b64(header('none'))}.${parts(copy.proof)[1]}.${parts(copy.proof)[2]}`)).toEqual(refused('malformed'));
      // The classic confusion: an HMAC keyed with the published key, named HS512 or passed off as EdDSA.
      expect(await verified(handMade(header('HS512'), payload, hmac))).toEqual(refused('malformed'));
      expect(await verified(handMade(header('EdDSA'), payload, hmac))).toEqual(refused('signature'));
      for (const alg of ['eddsa', 'EdDSA ', 'Ed25519', 'ES256', 'RS256']) {
        expect(await verified(handMade(header(alg), payload, bySigner(agencyKey))), alg).toEqual(refused('malformed'));
      }
    });

    it('refuses header tricks: an embedded jwk or jku naming the forger’s key, a kid that is not text, a header that is not an object', async () => {
      const { copy } = await approvedProof('RA10000002');
      const payload = Buffer.from(parts(copy.proof)[1], 'base64url').toString();
      const forgerJwk = publicJwkOf(forger);
      const signedByForger = (header: object) => handMade(JSON.stringify(header), payload, bySigner(forger));
      const base = { alg: 'EdDSA', typ: 'visadesk-copy' };
      // The key travels with the token (CVE-2018-0114's trick): only published keys are ever used.
      expect(await verified(signedByForger({ ...base, kid: agencyKid, jwk: forgerJwk }))).toEqual(refused('signature'));
      expect(await verified(signedByForger({ ...base, kid: forgerKid, jwk: forgerJwk, jku: 'https://forger.example/keys.json' }))).toEqual(refused('unknownKey'));
      expect(await verified(signedByForger({ ...base, kid: agencyKid, crit: ['b64'], b64: false }))).toEqual(refused('signature'));
      for (const kid of [[agencyKid], { agencyKid }, 1, null, '', 'k'.repeat(65), '__proto__', 'constructor']) {
        const { problem } = await verified(signedByForger({ ...base, kid }));
        expect(['malformed', 'unknownKey'], JSON.stringify(kid)).toContain(problem);
      }
      expect(await verified(handMade(JSON.stringify(['EdDSA', 'visadesk-copy', agencyKid]), payload, bySigner(agencyKey)))).toEqual(refused('malformed'));
      expect(await verified(handMade('null', payload, bySigner(agencyKey)))).toEqual(refused('malformed'));
    });

    it('refuses duplicate header members that would name the agency’s key for a forger’s signature, or the reverse', async () => {
      const { copy } = await approvedProof('RA10000003');
      const payload = Buffer.from(parts(copy.proof)[1], 'base64url').toString();
      const both = (first: string, second: string) => `{"alg":"EdDSA","typ":"visadesk-copy","kid":"${first}","kid":"${second}"}`;
      expect(await verified(handMade(both(forgerKid, agencyKid), payload, bySigner(forger)))).toEqual(refused('signature'));
      expect(await verified(handMade(both(agencyKid, forgerKid), payload, bySigner(forger)))).toEqual(refused('unknownKey'));
      const algTwice = `{"alg":"none","typ":"visadesk-copy","kid":"${agencyKid}","alg":"EdDSA"}`;
      expect(await verified(handMade(algTwice, payload, bySigner(forger)))).toEqual(refused('signature'));
    });

    it('refuses claims with duplicate names, a prototype member, or values of the wrong kind, even signed by the agency’s own key', async () => {
      const { copy } = await approvedProof('RA10000004');
      const claims = claimsOf(copy.proof);
      const header = JSON.stringify({ alg: 'EdDSA', typ: 'visadesk-copy', kid: agencyKid });
      const agencySigned = (payload: string) => handMade(header, payload, bySigner(agencyKey));
      const json = JSON.stringify(claims);
      // A duplicate `s`: JSON.parse keeps the last, as every JOSE library does; the agency never writes one.
      const doubled = json.replace('"s":"approved"', '"s":"rejected","s":"approved"');
      expect(doubled).not.toBe(json);
      expect(await verified(agencySigned(doubled))).toMatchObject({ valid: true, status: 'approved' });
      expect(await verified(agencySigned(json.replace(/}$/, ',"__proto__":{"admin":true}}')))).toEqual(refused('malformed'));
      for (const change of [{ exp: String(claims.exp) }, { exp: 1e308 }, { exp: claims.exp + 0.5 }, { iat: -1 }, { s: 'approved ' }, { s: 'APPROVED' }, { n: ['Anita'] }, { d: '20261129' }, { dob: '1992-04-17' }]) {
        expect(await verified(agencySigned(JSON.stringify({ ...claims, ...change }))), JSON.stringify(change)).toEqual(refused('malformed'));
      }
      expect(await verified(agencySigned('[]'))).toEqual(refused('malformed'));
    });

    it('refuses a name altered to look-alike letters or another Unicode form, keeping the agency’s signature', async () => {
      const { copy } = await approvedProof('RA10000005');
      const [header, , signature] = parts(copy.proof);
      const claims = claimsOf(copy.proof);
      // Cyrillic а for Latin a; a zero-width space; the same name decomposed (NFD).
      for (const n of [claims.n.replace('a', '\u0430'), claims.n.replace(' ', ' \u200b'), 'Ánita Kumari Sharma'.normalize('NFD')]) {
        expect(await verified(`${header}.${b64({ ...claims, n })}.${signature}`), n).toEqual(refused('signature'));
      }
      expect(await verified(`${header}.${b64({ ...claims, s: 'approved', exp: claims.exp - DAY })}.${signature}`)).toEqual(refused('signature'));
    });

    it('refuses non-canonical base64url in any part: padding, the standard alphabet, unused bits set', async () => {
      const { copy } = await approvedProof('RA10000006');
      const [header, payload, signature] = parts(copy.proof);
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      const unusedBitSet = (part: string) => `${part.slice(0, -1)}${alphabet[alphabet.indexOf(part.slice(-1)) ^ 1]}`;
      const standard = (part: string) => Buffer.from(part, 'base64url').toString('base64');
      const cases = [
        `${header}=.${payload}.${signature}`, `${header}.${payload}.${signature}==`, `${standard(header)}.${payload}.${signature}`,
        `${header}.${payload}.${standard(signature)}`,
      ];
      if (header.length % 4 !== 0) cases.push(`${unusedBitSet(header)}.${payload}.${signature}`);
      if (payload.length % 4 !== 0) cases.push(`${header}.${unusedBitSet(payload)}.${signature}`);
      cases.push(`${header}.${payload}.${unusedBitSet(signature)}`);
      for (const statement of cases) {
        if (statement === copy.proof) continue;
        const { valid, problem } = await verified(statement);
        expect(valid, statement.slice(-8)).toBe(false);
        expect(['malformed', 'signature']).toContain(problem);
      }
      // White space a scan or a paste put in is not a change: the bytes signed are the same.
      expect(await verified(`${copy.proof.slice(0, 50)}\n  ${copy.proof.slice(50)}`)).toMatchObject({ valid: true });
    });

    it('refuses very long statements before any signature work, and bodies past the limit with 400 or 413', async () => {
      const { copy } = await approvedProof('RA10000007');
      const [header, , signature] = parts(copy.proof);
      const claims = claimsOf(copy.proof);
      // Long enough to pass the body's limit but not the statement's: refused as malformed, signed or not.
      const long = encodeStatement({ ...claims, n: 'N'.repeat(400), g: 'G'.repeat(200), iss: 'I'.repeat(200), c: 'C'.repeat(100) }, agencyKid, bySigner(agencyKey));
      expect(long.length).toBeLessThan(3000);
      expect(await verified(long)).toMatchObject({ valid: true });
      expect(await verified(`${header}.${b64({ ...claims, n: 'N'.repeat(401) })}.${signature}`)).toEqual(refused('malformed'));
      expect(await verified(`${copy.proof}${'A'.repeat(3001 - copy.proof.length)}`)).toEqual(refused('malformed'));
      expect((await post({ statement: 'A'.repeat(3201) })).statusCode).toBe(400);
      expect((await post({ statement: 'A'.repeat(2 * 1024 * 1024) })).statusCode).toBe(413);
    });

    it('refuses a statement by a key retired more than 31 days ago, trusts one retired 10 days ago only for what it signed before, until it expires, and refuses a lifetime over 30 days', async () => {
      const dataDir = tempDir();
      const [oldKey, recentKey] = [readPrivateKey(newPrivateKeyPem(), 'old'), readPrivateKey(newPrivateKeyPem(), 'recent')];
      const ago = (days: number) => new Date(Date.now() - days * DAY * 1000).toISOString();
      writeFileSync(path.join(dataDir, 'signing-keys-retired.json'), JSON.stringify([{ ...publicJwkOf(oldKey), retiredAt: ago(32) }, { ...publicJwkOf(recentKey), retiredAt: ago(10) }]));
      const other = await buildTestApp({ dataDir });
      try {
        const { keys } = (await other.app.inject({ url: API.statementKeys })).json() as StatementKeySet;
        const [oldKid, recentKid] = [oldKey, recentKey].map((key) => statementKeyOf(publicJwkOf(key)).kid);
        expect(keys.map((key) => key.kid)).not.toContain(oldKid);
        expect(keys.map((key) => key.kid)).toContain(recentKid);
        const now = Math.floor(Date.now() / 1000);
        const claims: StatementClaims = { iss: AGENCY, sub: '0123456789abcdef01234567', iat: now - 33 * DAY, exp: now - 3 * DAY, n: 'Ram Thapa', p: '', c: 'Nepali', s: 'approved', d: '2026-10-01', g: '' };
        const check = async (statement: string) => (await other.app.inject({ method: 'POST', url: API.verify, payload: { statement } })).json() as VerifyResponse;
        const byRecent = (changed: Partial<StatementClaims>) => check(encodeStatement({ ...claims, ...changed }, recentKid as string, bySigner(recentKey)));
        expect(await check(encodeStatement(claims, oldKid as string, bySigner(oldKey)))).toEqual(refused('unknownKey'));
        expect(await byRecent({ iat: now - 12 * DAY, exp: now + 18 * DAY })).toMatchObject({ valid: true });
        expect(await byRecent({ iat: now - 31 * DAY, exp: now - DAY })).toEqual(refused('expired'));
        // Signed with the retired key after its retirement and the day's grace (the key may have leaked since): not the agency's.
        expect(await byRecent({ iat: now - 8 * DAY, exp: now + 22 * DAY })).toEqual(refused('unknownKey'));
        expect(await byRecent({ iat: now - 9 * DAY - 3600, exp: now + 21 * DAY - 3600 })).toMatchObject({ valid: true });
        // Good for longer than the server ever makes one (30 days): not a copy's statement, whoever signed it.
        expect(await byRecent({ iat: now - 12 * DAY, exp: now + 365 * DAY })).toEqual(refused('malformed'));
      } finally {
        await other.close();
      }
    });
  });

  describe('POST /api/verify as an oracle', () => {
    it('answers a forged statement about a real application exactly as one about no application, without touching the database', async () => {
      const { worker, copy } = await approvedProof('RB20000001');
      const claims = claimsOf(copy.proof);
      const forge = (sub: string, s: StatementClaims['s']) => encodeStatement({ ...claims, sub, s }, agencyKid, bySigner(forger));
      const select = vi.spyOn(t.app.db, 'select');
      const execute = vi.spyOn(t.app.db, 'execute');
      try {
        const answers = [];
        for (const statement of [forge(worker._id, 'approved'), forge(worker._id, 'rejected'), forge('ffffffffffffffffffffffff', 'approved')]) {
          const res = await post({ statement });
          answers.push(res.body);
        }
        expect(new Set(answers).size).toBe(1);
        expect(JSON.parse(answers[0] as string)).toEqual(refused('signature'));
        expect(select).not.toHaveBeenCalled();
        expect(execute).not.toHaveBeenCalled();
        // The spy sees the lookups a genuine statement costs.
        await post({ statement: copy.proof });
        expect(select).toHaveBeenCalled();
      } finally {
        select.mockRestore();
        execute.mockRestore();
      }
    });

    it('never tells the new decision or stage of a genuine statement’s application, only that it changed and when', async () => {
      const { worker, copy } = await approvedProof('RB20000002');
      expect((await call(API.applications.setStage(worker._id), 'POST', { stage: 'visa' })).statusCode).toBe(200);
      expect((await call(API.applications.reject(worker._id), 'PUT', { reason: 'Medical unfit: tuberculosis' })).statusCode).toBe(200);
      const res = await post({ statement: copy.proof });
      expect(res.json()).toMatchObject({ valid: true, current: false, status: 'approved', stage: 'Medical check-up' });
      expect(Object.keys(res.json()).sort()).toEqual(['current', 'revokedAt', 'stage', 'status', 'valid']);
      for (const secret of ['rejected', 'Visa', 'tuberculosis', worker.passport, worker.dob]) expect(res.body, secret).not.toContain(secret);
    });

    it('takes a statement only as a JSON string: arrays, objects, numbers, text/plain and forms are refused, nothing echoed', async () => {
      const { copy } = await approvedProof('RB20000003');
      for (const payload of [[{ statement: copy.proof }], { statement: [copy.proof] }, { statement: { toString: copy.proof } }, { statement: null }, { statement: true }, 'null', '"just text"']) {
        const res = await post(payload);
        expect(res.statusCode, JSON.stringify(payload).slice(0, 30)).toBe(400);
        expect(res.body).not.toContain(parts(copy.proof)[1].slice(0, 20));
      }
      expect((await post(`{"statement":"${copy.proof}"`)).statusCode).toBe(400);
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
        const res = await t.app.inject({ method: 'POST', url: API.verify, headers: { 'content-type': type }, payload: type.startsWith('application/x') ? `statement=${copy.proof}` : JSON.stringify({ statement: copy.proof }) });
        expect([400, 415], type).toContain(res.statusCode);
        expect(res.body).not.toContain('"valid":true');
      }
      // A prototype member beside the statement changes nothing of the answer.
      const polluted = await post(`{"statement":"${copy.proof.slice(0, -3)}AAA","__proto__":{"valid":true,"current":true},"constructor":{"prototype":{"valid":true}}}`);
      expect([200, 400]).toContain(polluted.statusCode);
      expect(polluted.json().valid).not.toBe(true);
      expect(({} as { valid?: unknown }).valid).toBeUndefined();
    });

    it('answers nothing to other methods', async () => {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await t.app.inject({ method, url: API.verify });
        expect(res.statusCode, method).toBeGreaterThanOrEqual(400);
        expect(res.body).not.toContain('valid');
      }
    });
  });

  describe('what a statement and the keys reveal', () => {
    it('signs only the claims the ADR lists, in a header of alg, typ and kid: no birth date, full passport, contact or document', async () => {
      const { worker, copy } = await approvedProof('RC30000001');
      const [header] = parts(copy.proof);
      expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'EdDSA', typ: 'visadesk-copy', kid: agencyKid });
      expect(Object.keys(claimsOf(copy.proof)).sort()).toEqual(['c', 'd', 'exp', 'g', 'iat', 'iss', 'n', 'p', 's', 'sub']);
      const decoded = parts(copy.proof).slice(0, 2).map((part) => Buffer.from(part, 'base64url').toString()).join('');
      const full = worker as unknown as Record<string, unknown>;
      for (const field of ['dob', 'email', 'phone', 'nationalId', 'birthCity', 'address', 'passport', 'identification']) {
        const value = full[field];
        if (typeof value === 'string' && value.length > 4) expect(decoded, field).not.toContain(value);
      }
      expect(decoded).not.toContain('RC3000');
      expect(decoded).not.toMatch(/https?:|\/api\//);
    });

    it('never publishes a private key member, with a retired key given by SIGNING_KEYS_RETIRED or the file', async () => {
      const { keys } = (await t.app.inject({ url: API.statementKeys })).json() as StatementKeySet;
      for (const key of keys) expect(Object.keys(key).sort()).toEqual(['alg', 'crv', 'kid', 'kty', 'use', 'x']);
      const privateJwk = generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' }) as { d: string };
      let message = '';
      try {
        loadConfig({ DATA_DIR: tempDir(), SIGNING_KEYS_RETIRED: JSON.stringify([privateJwk]) });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        message = (error as Error).message;
      }
      expect(message).toMatch(/SIGNING_KEYS_RETIRED/);
      expect(message).not.toContain(privateJwk.d);
      const dataDir = tempDir();
      writeFileSync(path.join(dataDir, 'signing-keys-retired.json'), JSON.stringify([{ ...privateJwk, retiredAt: new Date().toISOString() }]));
      let fileMessage = '';
      try {
        loadSigningKeys({ dataDir });
      } catch (error) {
        fileMessage = (error as Error).message;
      }
      expect(fileMessage).toMatch(/is not a JSON array of Ed25519 public keys/);
      expect(fileMessage).not.toContain(privateJwk.d);
    });

    it('logs no statement, passport or name: not the enquiry’s proof, not a refused body, not unparsable JSON', async () => {
      const { worker, copy } = await approvedProof('RC30000002');
      await post({ statement: `${copy.proof}${'Z'.repeat(3300)}` });
      await post(`{"statement":"${copy.proof}", broken`);
      await post({ statement: [copy.proof] });
      const all = logs.join('');
      expect(all).toContain(API.verify);
      const [, payload, signature] = parts(copy.proof);
      for (const part of [payload.slice(0, 24), signature.slice(0, 24), 'Anita Kumari', worker.dob]) expect(all, part).not.toContain(part);
      // The passport the enquiry asked with is in its address, which the log redacts.
      expect(all).not.toContain(worker.passport);
    });
  });

  describe('names a verifier reads', () => {
    it('keeps bidirectional overrides out of a signed name: refused at registration, or not signed', async () => {
      const registered = await addApplication(t, admin, { givenN: 'Anita \u202Eamrahs', surname: 'Rai', passport: 'RD40000001', currentN: 'Nepali' });
      // Refused at registration holds; otherwise the name signed must carry no override.
      if (registered.statusCode !== 201) return;
      const { proof } = await enquire(registered.json() as Application);
      expect(claimsOf(proof).n).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    });
  });

  describe('the web manifest’s query', () => {
    it('answers English for any crafted lang and writes the consultancy’s name as data, never as markup or JSON', async () => {
      const settings = await t.app.settings.get();
      const crafted = 'Maple\u2028"Route"</script><script>alert(1)</script>';
      await t.app.settings.put({ ...settings, consultancyName: crafted } as SettingsUpdate, TEST_ACTOR);
      try {
        for (const query of ['?lang=__proto__', '?lang=constructor', '?lang[]=hi', '?lang[hi]=1', '?lang=HI', '?lang=hi%0d%0aSet-Cookie:%20x=1', '?lang=../ur']) {
          const res = await t.app.inject({ url: `${WEB_APP.manifest}${query}` });
          expect(res.statusCode, query).toBe(200);
          expect(res.headers['set-cookie'], query).toBeUndefined();
          const manifest = res.json();
          expect(manifest, query).toMatchObject({ lang: 'en', start_url: '/', scope: '/', name: crafted });
        }
        // A NUL is refused before the route, as everywhere (request-bodies-plugin.ts), and not echoed.
        const nul = await t.app.inject({ url: `${WEB_APP.manifest}?lang=hi%00<b>` });
        expect(nul.statusCode).toBe(400);
        expect(nul.body).not.toContain('<b>');
      } finally {
        await t.app.settings.put({ ...settings, consultancyName: AGENCY } as SettingsUpdate, TEST_ACTOR);
      }
    });
  });
});

describe('the signing key file', () => {
  it('never writes a key through a dangling link at DATA_DIR/signing-key.pem', () => {
    const dataDir = tempDir();
    const elsewhere = path.join(mkdtempSync(path.join(tmpdir(), 'visadesk-elsewhere-')), 'planted.pem');
    symlinkSync(elsewhere, path.join(dataDir, 'signing-key.pem'));
    expect(() => loadSigningKeys({ dataDir })).toThrow();
    expect(() => statSync(elsewhere)).toThrow(/ENOENT/);
    expect(lstatSync(path.join(dataDir, 'signing-key.pem')).isSymbolicLink()).toBe(true);
  });

  it('does not change the mode of a file elsewhere that a link at DATA_DIR/signing-key.pem points to', () => {
    const dataDir = tempDir();
    const elsewhere = path.join(mkdtempSync(path.join(tmpdir(), 'visadesk-elsewhere-')), 'shared.pem');
    writeFileSync(elsewhere, newPrivateKeyPem(), { mode: 0o644 });
    chmodSync(elsewhere, 0o644);
    symlinkSync(elsewhere, path.join(dataDir, 'signing-key.pem'));
    try {
      loadSigningKeys({ dataDir });
    } catch {
      // Refusing the link is a defence too.
    }
    // tightenTree's rule (lib/private-files.ts): chmod through a link acts on anyone's file.
    expect(statSync(elsewhere).mode & 0o777).toBe(0o644);
  });

  it('makes a key file others could read or write private again', () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, 'signing-key.pem');
    writeFileSync(file, newPrivateKeyPem(), { mode: 0o666 });
    chmodSync(file, 0o666);
    loadSigningKeys({ dataDir });
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('stays 0600 in a 0700 folder when made, whatever STATEMENT_DAYS', () => {
    const dataDir = path.join(tempDir(), 'fresh');
    loadSigningKeys({ dataDir });
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dataDir, 'signing-key.pem')).mode & 0o777).toBe(0o600);
    expect(STATEMENT_DAYS).toBe(30);
  });
});
