import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@visadesk/contract';
import type { RouteEntry } from '../src/plugins/auth.ts';
import { buildTestApp, type TestContext } from './helpers.ts';

/**
 * Walks the server's own route table, so a route added later cannot escape these checks. The list
 * of public routes is written out here on purpose: making a route public is a decision to review.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'POST /api/users/login',
  'POST /api/users/register',
  'POST /api/users/refresh',
  'POST /api/users/logout',
  // The applicant's status check: exact match, rate-limited.
  'GET /api/application/fetchApplicationEnquiry',
  // Published slides feed the public home page; the site's name and contacts too.
  'GET /api/slider/fetchSlider',
  'GET /api/settings/public',
  // Files: the signature in the URL is the credential.
  'GET /api/files/:id',
]);

const SAMPLE_ID = '0123456789abcdef01234567';

function concreteUrl(url: string): string {
  return url.replace(/:[A-Za-z_]+/g, SAMPLE_ID).replace(/\*$/, 'x');
}

describe('authorisation across the route table', () => {
  let t: TestContext;
  let routes: RouteEntry[];
  let adminToken: string;
  let validToken: string;
  let expiredToken: string;
  let foreignToken: string;

  beforeAll(async () => {
    t = await buildTestApp();
    routes = t.app.routeTable.filter((r) => !r.url.startsWith('/api/docs'));
    const admin = await t.loginAs('admin');
    adminToken = admin.token;
    const boss = await t.loginAs('superadmin');
    validToken = boss.token.slice('Bearer '.length);
    const [, payload] = validToken.split('.');
    const claims = JSON.parse(Buffer.from(payload as string, 'base64url').toString());
    const key = new TextEncoder().encode(t.config.secrets.jwt);
    expiredToken = await new SignJWT({ role: claims.role, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer('visadesk')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(key);
    foreignToken = await new SignJWT({ role: 'superadmin', sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer('visadesk')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('another-key-that-is-long-enough-to-sign-with'));
  });
  afterAll(() => t.close());

  it('knows every API route and which of them are public', () => {
    expect(routes.length).toBeGreaterThanOrEqual(12);
    const publicNow = routes.filter((r) => r.access === 'public').map((r) => `${r.method} ${r.url}`);
    expect(new Set(publicNow)).toEqual(PUBLIC_ROUTES);
  });

  it('refuses a non-public route without a token, with an expired, tampered, foreign-key or alg:none token', async () => {
    const [header, payload, signature] = validToken.split('.') as [string, string, string];
    const escalated = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: 'superadmin', sub: SAMPLE_ID }),
    ).toString('base64url');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const badTokens: Record<string, string | undefined> = {
      none: undefined,
      expired: `Bearer ${expiredToken}`,
      tampered: `Bearer ${header}.${escalated}.${signature}`,
      'bad signature': `Bearer ${header}.${payload}.${signature.slice(0, -4)}AAAA`,
      'foreign key': `Bearer ${foreignToken}`,
      'alg none': `Bearer ${unsigned}`,
      garbage: 'Bearer not-a-jwt',
    };
    for (const route of routes.filter((r) => r.access !== 'public')) {
      for (const [kind, authorization] of Object.entries(badTokens)) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url),
          headers: authorization ? { authorization } : {},
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        expect(res.statusCode, `${route.method} ${route.url} with ${kind} token`).toBe(401);
        expect(res.json().message).toBe(AUTH_MESSAGES.unauthorized);
      }
    }
  });

  it('refuses an admin on every super-admin route', async () => {
    const superOnly = routes.filter((r) => r.access === 'superadmin');
    expect(superOnly.length).toBeGreaterThanOrEqual(5);
    for (const route of superOnly) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        headers: { authorization: adminToken },
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('accepts the valid token on staff routes (the checks above are not refusing everything)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${validToken}` } });
    expect(res.statusCode).toBe(200);
  });
});
