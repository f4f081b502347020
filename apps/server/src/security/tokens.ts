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
 * them; whether their session still lives is asked apart, on every request (staff/auth-plugin.ts). At
 * most `max` are kept: when full, the expired ones go, and if none had expired, all of them.
 */
export class VerifiedTokens {
  private readonly entries = new Map<string, { secret: string; claims: AccessClaims; expiresAtMs: number }>();
  private readonly max: number;

  constructor(max = 10_000) {
    this.max = max;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The claims of a token verified under this secret, until the moment it expires (then forgotten). */
  claimsOf(token: string, secret: string, now = Date.now()): AccessClaims | null {
    const known = this.entries.get(token);
    if (!known || known.secret !== secret) return null;
    if (now < known.expiresAtMs) return known.claims;
    this.entries.delete(token);
    return null;
  }

  remember(token: string, secret: string, claims: AccessClaims, expiresAtMs: number, now = Date.now()): void {
    if (this.entries.size >= this.max) {
      for (const [t, entry] of this.entries) if (entry.expiresAtMs <= now) this.entries.delete(t);
      if (this.entries.size >= this.max) this.entries.clear();
    }
    this.entries.set(token, { secret, claims, expiresAtMs });
  }
}

/** This process's verified tokens (exported for the tests). */
export const verifiedAccessTokens = new VerifiedTokens();

/** Verifies signature (HS256 only: `alg: none` and others are refused), issuer and expiry. */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims | null> {
  const known = verifiedAccessTokens.claimsOf(token, secret);
  if (known) return known;
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'], issuer: ISSUER });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    if (payload.role !== 'superadmin' && payload.role !== 'admin') return null;
    // jose checks an expiry only when there is one: a token without one is refused here.
    if (typeof payload.exp !== 'number') return null;
    const claims: AccessClaims = { sub: payload.sub, role: payload.role, sid: payload.sid };
    verifiedAccessTokens.remember(token, secret, claims, payload.exp * 1000);
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
