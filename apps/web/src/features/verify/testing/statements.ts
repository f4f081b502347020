import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { API, STATEMENT_DAYS, type StatementClaims, type StatementKey } from '@visadesk/contract';

/** The verification page's tests: an agency's keys, a statement's claims, the calls the page makes. */
export const DAY = 86_400;
export const now = Math.floor(Date.now() / 1000);

/** A fresh Ed25519 key pair, published under `kid`. */
export function agencyKey(kid: string): { key: StatementKey; privateKey: KeyObject } {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const { x } = publicKey.export({ format: 'jwk' }) as { x: string };
  return { key: { kty: 'OKP', crv: 'Ed25519', x, kid, alg: 'EdDSA', use: 'sig' }, privateKey };
}

/** A worker's statement, issued yesterday and valid its 30 days. */
export const claims = (overrides: Partial<StatementClaims> = {}): StatementClaims => ({
  iss: 'Maple Route Consultancy', sub: '0123456789abcdef01234567', iat: now - DAY, exp: now - DAY + STATEMENT_DAYS * DAY,
  n: 'Anita Sharma', p: '4821', c: 'Nepal', s: 'approved', d: '2026-11-20', g: 'Medical check', ...overrides,
});

export const KEYS = `GET ${API.statementKeys}`;
export const VERIFY = `POST ${API.verify}`;
