import { SignJWT, UnsecuredJWT, decodeJwt, decodeProtectedHeader, type JWTPayload } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '@visadesk/contract';
import { newRefreshToken, sha256, signAccessToken, verifiedAccessTokens, verifyAccessToken, VerifiedTokens, type AccessClaims } from './tokens.ts';

/**
 * Fast, database-free checks of every rule an access token must pass. The route-level tests
 * (test/authorization.test.ts) only ever see tokens this module signed, so without these a
 * dropped issuer, algorithm or claim check let every test pass (Stryker's "timeouts" were such
 * survivors, too slow to finish in its time budget).
 */
const SECRET = 'a-test-secret-that-is-long-enough-for-hs256-and-more';
const claims: AccessClaims = { sub: '0123456789abcdef01234567', role: 'admin', sid: '89abcdef0123456789abcdef' };
const now = () => Math.floor(Date.now() / 1000);

/** A token signed with our own secret, so only the rule under test can refuse it. */
function forge(payload: Record<string, unknown>, { alg = 'HS256', iss = 'visadesk' as string | null } = {}) {
  // Claims of the wrong type too (a numeric subject): the point is to see them refused.
  let jwt = new SignJWT(payload as JWTPayload).setProtectedHeader({ alg, typ: 'JWT' }).setIssuedAt().setExpirationTime('1m');
  if (iss !== null) jwt = jwt.setIssuer(iss);
  return jwt.sign(new TextEncoder().encode(SECRET));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('access tokens', () => {
  it('gives back exactly the claims it signed, for either staff role', async () => {
    expect(await verifyAccessToken(await signAccessToken(claims, SECRET), SECRET)).toEqual(claims);
    const boss = { ...claims, role: 'superadmin' } as const;
    expect(await verifyAccessToken(await signAccessToken(boss, SECRET), SECRET)).toEqual(boss);
  });

  it('signs HS256 JWTs issued by visadesk that live ACCESS_TOKEN_TTL_SECONDS', async () => {
    const token = await signAccessToken(claims, SECRET);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const payload = decodeJwt(token);
    expect(payload).toMatchObject({ iss: 'visadesk', sub: claims.sub, sid: claims.sid, role: claims.role });
    expect(Math.abs((payload.iat as number) - now())).toBeLessThanOrEqual(1);
    expect((payload.exp as number) - (payload.iat as number)).toBe(ACCESS_TOKEN_TTL_SECONDS);
  });

  it('accepts a token until it expires and refuses it after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await signAccessToken(claims, SECRET);
    vi.setSystemTime(Date.now() + (ACCESS_TOKEN_TTL_SECONDS - 1) * 1000);
    expect(await verifyAccessToken(token, SECRET)).toEqual(claims);
    vi.setSystemTime(Date.now() + 2000);
    expect(await verifyAccessToken(token, SECRET)).toBeNull();
  });

  it('accepts a token to the last millisecond before its expiry and refuses it at that moment, remembered or not', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await signAccessToken(claims, SECRET);
    const expiresAtMs = (decodeJwt(token).exp as number) * 1000;
    expect(await verifyAccessToken(token, SECRET)).toEqual(claims);
    vi.setSystemTime(expiresAtMs - 1);
    expect(await verifyAccessToken(token, SECRET)).toEqual(claims);
    vi.setSystemTime(expiresAtMs);
    expect(await verifyAccessToken(token, SECRET)).toBeNull();
  });

  it('refuses a token without an expiry, though signed with our secret and issuer', async () => {
    const endless = await new SignJWT({ role: claims.role, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(claims.sub).setIssuer('visadesk').setIssuedAt()
      .sign(new TextEncoder().encode(SECRET));
    expect(await verifyAccessToken(endless, SECRET)).toBeNull();
  });

  it('remembers a token it verified until the token expires, under the secret that verified it', async () => {
    const token = await signAccessToken(claims, SECRET);
    const expiresAtMs = (decodeJwt(token).exp as number) * 1000;
    expect(await verifyAccessToken(token, SECRET)).toEqual(claims);
    expect(verifiedAccessTokens.claimsOf(token, SECRET, expiresAtMs - 1)).toEqual(claims);
    expect(verifiedAccessTokens.claimsOf(token, `${SECRET}-other`, expiresAtMs - 1)).toBeNull();
    expect(verifiedAccessTokens.claimsOf(token, SECRET, expiresAtMs)).toBeNull();
  });

  it('answers a token it remembers without checking its signature again, under that secret only', async () => {
    // Not a JWT at all: only the memory can accept it, so an answer proves the memory was read.
    verifiedAccessTokens.remember('remembered', SECRET, claims, Date.now() + 60_000);
    expect(await verifyAccessToken('remembered', SECRET)).toEqual(claims);
    expect(await verifyAccessToken('remembered', `${SECRET}-other`)).toBeNull();
  });

  it('refuses a token signed with another secret or altered after signing', async () => {
    const token = await signAccessToken(claims, SECRET);
    expect(await verifyAccessToken(token, `${SECRET}-other`)).toBeNull();
    const [header, , signature] = token.split('.');
    const escalated = Buffer.from(JSON.stringify({ ...decodeJwt(token), role: 'superadmin' })).toString('base64url');
    expect(await verifyAccessToken(`${header}.${escalated}.${signature}`, SECRET)).toBeNull();
  });

  it('refuses under another secret a token it has already accepted under its own (what it remembers is tied to the secret)', async () => {
    const token = await signAccessToken(claims, SECRET);
    expect(await verifyAccessToken(token, SECRET)).toEqual(claims);
    expect(await verifyAccessToken(token, `${SECRET}-other`)).toBeNull();
    expect(await verifyAccessToken(token, SECRET)).toEqual(claims);
  });

  it('refuses any algorithm but HS256, even with the right secret, and alg "none"', async () => {
    for (const alg of ['HS384', 'HS512']) {
      expect(await verifyAccessToken(await forge({ ...claims }, { alg }), SECRET), alg).toBeNull();
    }
    const unsigned = new UnsecuredJWT({ ...claims }).setIssuer('visadesk').setExpirationTime('1m').encode();
    expect(await verifyAccessToken(unsigned, SECRET)).toBeNull();
  });

  it('refuses a token from another issuer or from none', async () => {
    expect(await verifyAccessToken(await forge({ ...claims }), SECRET)).toEqual(claims);
    expect(await verifyAccessToken(await forge({ ...claims }, { iss: 'elsewhere' }), SECRET)).toBeNull();
    expect(await verifyAccessToken(await forge({ ...claims }, { iss: '' }), SECRET)).toBeNull();
    expect(await verifyAccessToken(await forge({ ...claims }, { iss: null }), SECRET)).toBeNull();
  });

  it('refuses a token without a subject or without a session, or with either not a string', async () => {
    const { sub, sid, role } = claims;
    for (const payload of [{ sid, role }, { sub, role }, { sub: 42, sid, role }, { sub, sid: 42, role }, { role }]) {
      expect(await verifyAccessToken(await forge(payload), SECRET), JSON.stringify(payload)).toBeNull();
    }
  });

  it('refuses a token whose role is not a staff role', async () => {
    const { sub, sid } = claims;
    for (const role of [undefined, 'applicant', 'Admin', 'superadmin ', ['admin'], true]) {
      expect(await verifyAccessToken(await forge({ sub, sid, role }), SECRET), JSON.stringify(role)).toBeNull();
    }
  });

  it('answers null, never throws, for something that is not a token', async () => {
    for (const garbage of ['', 'not-a-jwt', 'a.b.c', '...']) {
      await expect(verifyAccessToken(garbage, SECRET)).resolves.toBeNull();
    }
  });
});

describe('the verified tokens a process remembers', () => {
  const other: AccessClaims = { ...claims, sub: 'fedcba9876543210fedcba98' };

  it('gives a token\'s claims under its own secret until its expiry, then forgets it', () => {
    const memory = new VerifiedTokens(10);
    memory.remember('a', SECRET, claims, 1_000, 0);
    expect(memory.claimsOf('b', SECRET, 0)).toBeNull();
    expect(memory.claimsOf('a', 'another secret', 0)).toBeNull();
    expect(memory.size).toBe(1);
    expect(memory.claimsOf('a', SECRET, 999)).toEqual(claims);
    expect(memory.claimsOf('a', SECRET, 1_000)).toBeNull();
    expect(memory.size).toBe(0);
  });

  it('sweeps nothing while it has room', () => {
    const memory = new VerifiedTokens(3);
    memory.remember('old', SECRET, claims, 100, 0);
    memory.remember('new', SECRET, other, 10_000, 500);
    expect(memory.size).toBe(2);
  });

  it('when full, forgets the tokens expired by then (one expiring that very moment too) and keeps the rest', () => {
    const memory = new VerifiedTokens(3);
    memory.remember('expired', SECRET, claims, 400, 0);
    memory.remember('expiring', SECRET, claims, 500, 0);
    memory.remember('live', SECRET, other, 10_000, 0);
    memory.remember('newest', SECRET, claims, 10_000, 500);
    expect(memory.size).toBe(2);
    expect(memory.claimsOf('live', SECRET, 600)).toEqual(other);
    expect(memory.claimsOf('newest', SECRET, 600)).toEqual(claims);
  });

  it('when full of live tokens, starts over with the newest (a token forgotten is only verified again)', () => {
    const memory = new VerifiedTokens(2);
    memory.remember('a', SECRET, claims, 10_000, 0);
    memory.remember('b', SECRET, claims, 10_000, 0);
    memory.remember('c', SECRET, other, 10_000, 0);
    expect(memory.size).toBe(1);
    expect(memory.claimsOf('a', SECRET, 1)).toBeNull();
    expect(memory.claimsOf('c', SECRET, 1)).toEqual(other);
  });

  it('when full with one expired, the sweep makes room and the live one stays', () => {
    const memory = new VerifiedTokens(2);
    memory.remember('expired', SECRET, claims, 100, 0);
    memory.remember('live', SECRET, other, 10_000, 0);
    memory.remember('newest', SECRET, claims, 10_000, 200);
    expect(memory.size).toBe(2);
    expect(memory.claimsOf('live', SECRET, 300)).toEqual(other);
  });
});

describe('refresh tokens and hashes', () => {
  it('makes refresh tokens of 32 random bytes in base64url', () => {
    const tokens = new Set(Array.from({ length: 20 }, () => newRefreshToken()));
    expect(tokens.size).toBe(20);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('hashes with SHA-256 in hex', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
