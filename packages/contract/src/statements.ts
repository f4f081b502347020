import type { ApplicationStatus } from './applications.ts';

/**
 * The signed statement on an applicant copy (ADR 053): a compact JWS (RFC 7515) with `alg: EdDSA`
 * (RFC 8037), signed by the agency's Ed25519 key. It holds the minimum a verifier needs, under short
 * names so the QR code stays small enough to read from paper. No Zod here: the verification page
 * reads this module, and its whole script must stay under its budget.
 */
export interface StatementClaims {
  /** The agency's name. */
  iss: string;
  /** The application's id: what `POST /api/verify` looks up to say whether it is still current. */
  sub: string;
  /** Issued and expires, in seconds since 1970 (30 days apart). */
  iat: number;
  exp: number;
  /** The worker's name (given names, then surname). */
  n: string;
  /** The passport number's last four characters ('' when it is too short to show any). */
  p: string;
  /** Nationality, as the desk keeps it. */
  c: string;
  /** The decision, and the day it was made (YYYY-MM-DD). */
  s: ApplicationStatus;
  d: string;
  /** The current visible stage of the worker's journey ('' before it is on one). */
  g: string;
}

/** An Ed25519 public key as a JWK (RFC 8037), with the id statements name it by. */
export interface StatementKey {
  kty: 'OKP';
  crv: 'Ed25519';
  /** The public key, base64url. */
  x: string;
  kid: string;
  alg: 'EdDSA';
  use: 'sig';
  /**
   * When a retired key stopped signing (ISO 8601): a statement it signed after that, and a day's
   * grace for an instance not yet restarted, is not the agency's (the key may have leaked since).
   */
  retiredAt?: string;
}

/** `/.well-known/visadesk-keys.json`: the key signing now first, then the retired ones still trusted. */
export interface StatementKeySet {
  keys: StatementKey[];
}

/** How long a statement is valid after it is issued. */
export const STATEMENT_DAYS = 30;
/** How long after its retirement a key's statements are still its own: an instance not yet restarted signs with it for up to a day. */
export const RETIRED_GRACE_MS = 86_400_000;
/** Far longer than any statement the server signs; anything longer is not one. */
export const STATEMENT_MAX_LENGTH = 3000;
/** The JWS header's type: a statement is not any other token this key could be made to sign. */
export const STATEMENT_TYPE = 'visadesk-copy';

/** Why a statement is refused, for the page to explain in plain words. */
export type StatementProblem = 'malformed' | 'unknownKey' | 'signature' | 'expired';

export type StatementCheck =
  | { valid: true; claims: StatementClaims; kid: string }
  | { valid: false; problem: StatementProblem };

/** Checks an Ed25519 signature with a public key: Web Crypto, node's crypto, or a small library. */
export type SignatureVerifier = (key: StatementKey, signature: Uint8Array, data: Uint8Array) => Promise<boolean>;

/**
 * The platform's own text and base64 codecs, in browsers and node alike: the contract names no
 * platform's types (its tsconfig has none), so it reaches them through globalThis.
 */
const platform = globalThis as unknown as {
  btoa(binary: string): string;
  atob(text: string): string;
  TextEncoder: new () => { encode(text: string): Uint8Array };
  TextDecoder: new (label: string, options: { fatal: boolean }) => { decode(bytes: Uint8Array): string };
};

/** The part of Web Crypto's SubtleCrypto a verifier uses. */
export interface Ed25519Subtle {
  importKey(format: 'jwk', key: object, algorithm: { name: 'Ed25519' }, extractable: false, usages: ['verify']): Promise<unknown>;
  verify(algorithm: { name: 'Ed25519' }, key: never, signature: Uint8Array, data: Uint8Array): Promise<boolean>;
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return platform.btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The bytes of base64url text, or null when it is not base64url as base64UrlEncode writes it: the
 * unused bits of its last character must be zero, or several texts would decode to one signature
 * and a changed last character could still pass as the statement the agency signed.
 */
export function base64UrlDecode(text: string): Uint8Array | null {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return null;
  const binary = platform.atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  const bytes = Uint8Array.from(binary, (char: string) => char.charCodeAt(0));
  return base64UrlEncode(bytes) === text ? bytes : null;
}

const utf8 = new platform.TextEncoder();

function jsonOf(bytes: Uint8Array | null): unknown {
  if (!bytes) return null;
  try {
    return JSON.parse(new platform.TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max: number) => typeof value === 'string' && value.length <= max;
const isSeconds = (value: unknown) => Number.isSafeInteger(value) && (value as number) > 0;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const STATUSES: readonly string[] = ['pending', 'approved', 'rejected'];

/**
 * Characters that reorder the text around them (embeddings, overrides, isolates): a name carrying
 * one could read differently to a verifier than it was signed. Left out of claims when signing,
 * refused when reading.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
export const withoutBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, '');

/** The claims, when every one is there with its type and nothing else is; null otherwise. */
export function readClaims(value: unknown): StatementClaims | null {
  if (!isRecord(value)) return null;
  const names = ['iss', 'sub', 'iat', 'exp', 'n', 'p', 'c', 's', 'd', 'g'];
  if (Object.keys(value).some((name) => !names.includes(name))) return null;
  const { iss, sub, iat, exp, n, p, c, s, d, g } = value;
  const texts = isText(iss, 200) && isText(sub, 64) && isText(n, 400) && isText(p, 4) && isText(c, 100) && isText(g, 200);
  // Never longer-lived than the server makes them: a statement good for years is no copy of ours.
  const lifetime = (exp as number) - (iat as number);
  if (!texts || !isSeconds(iat) || !isSeconds(exp) || lifetime <= 0 || lifetime > STATEMENT_DAYS * 86_400) return null;
  if (typeof s !== 'string' || !STATUSES.includes(s) || typeof d !== 'string' || !DAY.test(d)) return null;
  if ([iss, n, c, g].some((text) => (text as string) !== withoutBidiControls(text as string))) return null;
  return value as unknown as StatementClaims;
}

/**
 * The statement in what a person may hold: the bare statement, or the address of the verification
 * page carrying it (`https://agency.example/verify#<statement>`, what the QR code holds).
 */
export function statementIn(text: string): string {
  const trimmed = text.trim();
  const hash = trimmed.indexOf('#');
  return (hash >= 0 ? trimmed.slice(hash + 1) : trimmed).replace(/\s+/g, '');
}

interface Parsed {
  kid: string;
  claims: StatementClaims;
  signingInput: Uint8Array;
  signature: Uint8Array;
}

function parse(statement: string): Parsed | null {
  if (statement.length > STATEMENT_MAX_LENGTH) return null;
  const parts = statement.split('.');
  if (parts.length !== 3) return null;
  const [headerPart, claimsPart, signaturePart] = parts as [string, string, string];
  const header = jsonOf(base64UrlDecode(headerPart));
  const claims = readClaims(jsonOf(base64UrlDecode(claimsPart)));
  const signature = base64UrlDecode(signaturePart);
  if (!isRecord(header) || header.alg !== 'EdDSA' || header.typ !== STATEMENT_TYPE || !isText(header.kid, 64)) return null;
  if (!claims || !signature || signature.length !== 64) return null;
  return { kid: header.kid as string, claims, signingInput: utf8.encode(`${headerPart}.${claimsPart}`), signature };
}

/**
 * Checks a statement as a verifier does, offline: its form, a signature by one of the agency's
 * published keys, and its expiry (`now` in seconds). Whether it is still current is the server's
 * to say (`POST /api/verify`).
 */
export async function verifyStatement(text: string, keys: readonly StatementKey[], now: number, verify: SignatureVerifier): Promise<StatementCheck> {
  const parsed = parse(statementIn(text));
  if (!parsed) return { valid: false, problem: 'malformed' };
  const key = keys.find((candidate) => candidate.kid === parsed.kid);
  if (!key) return { valid: false, problem: 'unknownKey' };
  const genuine = await verify(key, parsed.signature, parsed.signingInput).catch(() => false);
  if (!genuine) return { valid: false, problem: 'signature' };
  if (key.retiredAt !== undefined && parsed.claims.iat * 1000 > Date.parse(key.retiredAt) + RETIRED_GRACE_MS) return { valid: false, problem: 'unknownKey' };
  if (parsed.claims.exp <= now) return { valid: false, problem: 'expired' };
  return { valid: true, claims: parsed.claims, kid: parsed.kid };
}

/** Signs claims into a statement, with a signer for the Ed25519 key named `kid` (the server's). */
export function encodeStatement(claims: StatementClaims, kid: string, sign: (data: Uint8Array) => Uint8Array): string {
  const header = base64UrlEncode(utf8.encode(JSON.stringify({ alg: 'EdDSA', typ: STATEMENT_TYPE, kid })));
  const payload = base64UrlEncode(utf8.encode(JSON.stringify(claims)));
  return `${header}.${payload}.${base64UrlEncode(sign(utf8.encode(`${header}.${payload}`)))}`;
}

/** A verifier on Web Crypto's Ed25519 (browsers since 2025, node): throws where it has none. */
export const webCryptoVerifier = (subtle: Ed25519Subtle): SignatureVerifier => async (key, signature, data) => {
  const publicKey = await subtle.importKey('jwk', { kty: key.kty, crv: key.crv, x: key.x }, { name: 'Ed25519' }, false, ['verify']);
  return subtle.verify({ name: 'Ed25519' }, publicKey as never, signature, data);
};
