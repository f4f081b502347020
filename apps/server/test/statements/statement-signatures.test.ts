import { generateKeyPairSync, sign, verify, webcrypto, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  base64UrlDecode,
  base64UrlEncode,
  encodeStatement,
  STATEMENT_DAYS,
  verifyStatement,
  webCryptoVerifier,
  type Ed25519Subtle,
  type SignatureVerifier,
  type StatementClaims,
  type StatementKey,
} from '@visadesk/contract';
import { copyClaims, type CopyFacts } from '../../src/statements/copy-claims.ts';
import { keyIdOf, publicJwkOf, statementKeyOf } from '../../src/statements/signing-keys.ts';

/**
 * The signed statement on an applicant copy (ADR 053), as a verifier checks it offline: signed by
 * the agency's Ed25519 key and not expired, or refused with why. The server's own key handling and
 * node's Ed25519, checked with the contract's verifyStatement through Web Crypto (as the page does)
 * and through node's crypto (as POST /api/verify does).
 */
const NOW = 1_790_000_000;
const DAY = 86_400;

const claims = (overrides: Partial<StatementClaims> = {}): StatementClaims => ({
  iss: 'Maple Route Visas', sub: '65f1c0de0123456789abcdef', iat: NOW, exp: NOW + STATEMENT_DAYS * DAY,
  n: 'Anita Sharma', p: '4567', c: 'Nepali', s: 'approved', d: '2026-11-20', g: 'Medical check-up', ...overrides,
});

function agencyKey(): { privateKey: KeyObject; key: StatementKey } {
  const { privateKey } = generateKeyPairSync('ed25519');
  return { privateKey, key: statementKeyOf(publicJwkOf(privateKey)) };
}
const signedBy = (privateKey: KeyObject, kid: string, what = claims()) => encodeStatement(what, kid, (data) => sign(null, data, privateKey));

const viaWebCrypto = webCryptoVerifier(webcrypto.subtle as unknown as Ed25519Subtle);
const viaNode: SignatureVerifier = async (key, signature, data) =>
  verify(null, data, { key: { kty: key.kty, crv: key.crv, x: key.x }, format: 'jwk' }, signature);
const VERIFIERS = [['Web Crypto', viaWebCrypto], ["node's crypto", viaNode]] as const;

const parts = (statement: string) => statement.split('.') as [string, string, string];
/** The statement with one byte of a part's decoded bytes flipped, written back as base64url. */
function flipByte(statement: string, part: 0 | 1 | 2, index: number): string {
  const split = parts(statement);
  const bytes = base64UrlDecode(split[part]) as Uint8Array;
  bytes[index] = (bytes[index] as number) ^ 0x01;
  split[part] = base64UrlEncode(bytes);
  return split.join('.');
}

describe.each(VERIFIERS)('a statement checked with %s', (_name, verifier) => {
  const agency = agencyKey();
  const statement = signedBy(agency.privateKey, agency.key.kid);
  const check = (text: string, keys: StatementKey[] = [agency.key], now = NOW + DAY) => verifyStatement(text, keys, now, verifier);

  it('is genuine as signed, and holds exactly the claims signed', async () => {
    expect(await check(statement)).toEqual({ valid: true, claims: claims(), kid: agency.key.kid });
    // As the QR code holds it: the verification page's address with the statement after '#'.
    expect((await check(`https://visas.maple-route.example/verify#${statement}`)).valid).toBe(true);
  });

  it('is refused with one byte of its signature flipped, wherever the byte is', async () => {
    for (const index of [0, 31, 63]) {
      expect(await check(flipByte(statement, 2, index)), `byte ${index}`).toEqual({ valid: false, problem: 'signature' });
    }
  });

  it('is refused with one byte of its claims flipped, or a claim changed and the rest kept', async () => {
    for (const index of [2, 40, 80]) {
      const { problem } = (await check(flipByte(statement, 1, index))) as { problem: string };
      expect(['signature', 'malformed'], `byte ${index}`).toContain(problem);
    }
    const [header, , signature] = parts(statement);
    const forged = base64UrlEncode(new TextEncoder().encode(JSON.stringify(claims({ n: 'Someone Else', p: '9999' }))));
    expect(await check(`${header}.${forged}.${signature}`)).toEqual({ valid: false, problem: 'signature' });
  });

  it('is refused when the last character of its signature changes only bits base64url leaves unused', async () => {
    const [header, payload, signature] = parts(statement);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(signature.slice(-1));
    // 64 bytes are 86 characters: the last one carries 4 bits of the signature and 2 unused.
    const sameBytes = `${signature.slice(0, -1)}${alphabet[last ^ 0b01]}`;
    expect(await check(`${header}.${payload}.${sameBytes}`)).toEqual({ valid: false, problem: 'malformed' });
  });

  it('is refused when another key signed it, under the agency key id or its own', async () => {
    const forger = agencyKey();
    expect(await check(signedBy(forger.privateKey, agency.key.kid))).toEqual({ valid: false, problem: 'signature' });
    expect(await check(signedBy(forger.privateKey, forger.key.kid))).toEqual({ valid: false, problem: 'unknownKey' });
    // With the forger's key published beside the agency's, each is checked with its own.
    expect((await check(signedBy(forger.privateKey, forger.key.kid), [agency.key, forger.key])).valid).toBe(true);
  });

  it('is refused once expired, and genuine until then', async () => {
    const exp = NOW + STATEMENT_DAYS * DAY;
    expect((await check(statement, [agency.key], exp - 1)).valid).toBe(true);
    expect(await check(statement, [agency.key], exp)).toEqual({ valid: false, problem: 'expired' });
    expect(await check(statement, [agency.key], exp + 365 * DAY)).toEqual({ valid: false, problem: 'expired' });
  });

  it('is refused as malformed when truncated, or when it is not a statement at all', async () => {
    for (const cut of [statement.slice(0, -1), statement.slice(0, -20), statement.slice(0, statement.lastIndexOf('.')), statement.slice(0, 40), '']) {
      expect(await check(cut), cut.length.toString()).toEqual({ valid: false, problem: 'malformed' });
    }
    const [header, payload] = parts(statement);
    const token = (head: object) => `${base64UrlEncode(new TextEncoder().encode(JSON.stringify(head)))}.${payload}.${parts(statement)[2]}`;
    expect(await check(token({ alg: 'none', typ: 'visadesk-copy', kid: agency.key.kid }))).toEqual({ valid: false, problem: 'malformed' });
    expect(await check(token({ alg: 'EdDSA', typ: 'JWT', kid: agency.key.kid }))).toEqual({ valid: false, problem: 'malformed' });
    expect(header).not.toBe('');
    expect(await check('x'.repeat(4000))).toEqual({ valid: false, problem: 'malformed' });
  });
});

describe('the key id', () => {
  it("is the RFC 7638 thumbprint's first 16 characters (the RFC's own example key)", () => {
    // RFC 8037, appendix A.3: the thumbprint of its Ed25519 example key.
    expect(keyIdOf('11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo')).toBe('kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k'.slice(0, 16));
  });
});

describe("a copy's claims", () => {
  const step = (name: string, current: boolean) => ({ name, names: {}, done: null, current });
  const facts = (overrides: Partial<CopyFacts['row']> = {}, more: Partial<CopyFacts> = {}): CopyFacts => ({
    issuer: 'Maple Route Visas',
    row: { id: 'a'.repeat(24), givenN: 'Anita Kumari', surname: 'Sharma', passport: 'PA1234567', currentN: 'Nepali', isStatus: 'approved', createdAt: new Date('2026-10-01T20:00:00Z'), ...overrides },
    statusAt: new Date('2026-11-20T19:00:00Z'),
    journey: [step('Interview', false), step('Medical check-up', true), step('Visa', false)],
    ...more,
  });
  const kathmandu = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(at);
  const now = Date.parse('2026-11-29T05:00:00.900Z');

  it('names the worker, masks the passport but its last four, and dates the decision in the consultancy’s calendar', () => {
    expect(copyClaims(facts(), kathmandu, now)).toEqual({
      iss: 'Maple Route Visas', sub: 'a'.repeat(24), iat: Math.floor(now / 1000), exp: Math.floor(now / 1000) + STATEMENT_DAYS * DAY,
      n: 'Anita Kumari Sharma', p: '4567', c: 'Nepali', s: 'approved', d: '2026-11-21', g: 'Medical check-up',
    });
  });

  it('shows four characters of a passport only when four more stay hidden, and no stage or status day it does not have', () => {
    expect(copyClaims(facts({ passport: 'PA123456' }), kathmandu, now).p).toBe('3456');
    expect(copyClaims(facts({ passport: 'PA12345' }), kathmandu, now).p).toBe('');
    expect(copyClaims(facts({ surname: '' }), kathmandu, now).n).toBe('Anita Kumari');
    const undecided = copyClaims(facts({ isStatus: 'pending' }, { statusAt: null, journey: [step('Interview', false)] }), kathmandu, now);
    expect(undecided).toMatchObject({ s: 'pending', d: '2026-10-02', g: '' });
  });
});
