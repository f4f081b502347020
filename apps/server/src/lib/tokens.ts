import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, type Role } from '@visadesk/contract';

export interface AccessClaims {
  sub: string;
  role: Role;
  /** The session (refresh-token family) this access token belongs to. */
  sid: string;
}

const ISSUER = 'visadesk';

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export function signAccessToken(claims: AccessClaims, secret: string): Promise<string> {
  return new SignJWT({ role: claims.role, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(key(secret));
}

/**
 * Tokens this process has verified, until they expire: a staff page sends the same token with every
 * call, and checking its signature again (WebCrypto HMAC, through jose) was a tenth of the CPU time
 * of a staff call (bench/README.md). Only tokens that passed are kept, under the secret that passed
 * them; whether their session still lives is asked apart, on every request (plugins/auth.ts).
 */
const verified = new Map<string, { secret: string; claims: AccessClaims; expiresAtMs: number }>();
const VERIFIED_MAX = 10_000;

function remember(token: string, secret: string, claims: AccessClaims, expiresAtMs: number): void {
  if (verified.size >= VERIFIED_MAX) {
    const now = Date.now();
    for (const [t, entry] of verified) if (entry.expiresAtMs <= now) verified.delete(t);
    if (verified.size >= VERIFIED_MAX) verified.clear();
  }
  verified.set(token, { secret, claims, expiresAtMs });
}

/** Verifies signature (HS256 only: `alg: none` and others are refused), issuer and expiry. */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims | null> {
  const known = verified.get(token);
  if (known && known.secret === secret) {
    if (Date.now() < known.expiresAtMs) return known.claims;
    verified.delete(token);
  }
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'], issuer: ISSUER });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    if (payload.role !== 'superadmin' && payload.role !== 'admin') return null;
    if (typeof payload.exp !== 'number') return null;
    const claims: AccessClaims = { sub: payload.sub, role: payload.role, sid: payload.sid };
    remember(token, secret, claims, payload.exp * 1000);
    return claims;
  } catch {
    return null;
  }
}

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
