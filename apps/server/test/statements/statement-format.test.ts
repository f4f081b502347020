import { generateKeyPairSync, sign, webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base64UrlDecode, base64UrlEncode, encodeStatement, readClaims, statementIn, verifyStatement, webCryptoVerifier, type StatementClaims, type StatementKey } from '@visadesk/contract';

const { publicKey, privateKey } = generateKeyPairSync('ed25519');
const key: StatementKey = { kty: 'OKP', crv: 'Ed25519', x: (publicKey.export({ format: 'jwk' }) as { x: string }).x, kid: 'k1', alg: 'EdDSA', use: 'sig' };
const verifier = webCryptoVerifier(webcrypto.subtle as never);
const claims: StatementClaims = { iss: 'एजेंसी', sub: 'abc', iat: 1_000, exp: 2_000, n: 'अनिता شرما', p: '4821', c: 'Nepal', s: 'approved', d: '2026-11-20', g: '' };
const statement = encodeStatement(claims, 'k1', (data) => sign(null, data, privateKey));

describe('the signed statement', () => {
  it('round-trips bytes through base64url, and refuses what is not base64url', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, index) => index);
    expect(base64UrlDecode(base64UrlEncode(bytes))).toEqual(bytes);
    expect(base64UrlEncode(bytes)).toMatch(/^[\w-]+$/);
    expect(base64UrlDecode('ab+/')).toBeNull();
    expect(base64UrlDecode('abcde')).toBeNull();
  });

  it('checks with any script in its texts, until it expires', async () => {
    expect(await verifyStatement(statement, [key], 1_500, verifier)).toEqual({ valid: true, claims, kid: 'k1' });
    expect(await verifyStatement(statement, [key], 2_000, verifier)).toEqual({ valid: false, problem: 'expired' });
  });

  it('reads the statement out of the page address the QR code holds, spaces and line breaks dropped', async () => {
    expect(statementIn(`  https://agency.example/ur/verify#${statement}\n`)).toBe(statement);
    expect(statementIn(`${statement.slice(0, 40)}\n ${statement.slice(40)}`)).toBe(statement);
    expect((await verifyStatement(`https://agency.example/verify#${statement}`, [key], 1_500, verifier)).valid).toBe(true);
  });

  it('refuses another algorithm, another type, extra or missing claims, and a verifier that throws', async () => {
    const [, payload, signature] = statement.split('.') as [string, string, string];
    const header = (value: object) => base64UrlEncode(new TextEncoder().encode(JSON.stringify(value)));
    expect(await verifyStatement(`${header({ alg: 'none', typ: 'visadesk-copy', kid: 'k1' })}.${payload}.${signature}`, [key], 1_500, verifier)).toEqual({ valid: false, problem: 'malformed' });
    expect(await verifyStatement(`${header({ alg: 'EdDSA', typ: 'JWT', kid: 'k1' })}.${payload}.${signature}`, [key], 1_500, verifier)).toEqual({ valid: false, problem: 'malformed' });
    expect(readClaims({ ...claims, admin: true })).toBeNull();
    expect(readClaims({ ...claims, s: 'granted' })).toBeNull();
    expect(readClaims({ ...claims, exp: claims.iat })).toBeNull();
    const { g: _stage, ...withoutStage } = claims;
    expect(readClaims(withoutStage)).toBeNull();
    const throwing = () => Promise.reject(new Error('no Ed25519 here'));
    expect(await verifyStatement(statement, [key], 1_500, throwing)).toEqual({ valid: false, problem: 'signature' });
  });
});
