import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@visadesk/contract';
import type { Access, RouteEntry } from '../src/staff/auth-plugin.ts';
import { buildTestApp, type TestContext } from './helpers.ts';

/**
 * Who may call each API route, written out here and never read from the route's own `access`
 * setting: a route wrongly marked public (or staff instead of super admin) must fail this test.
 * A route added to the server without a row here fails it too, and so does a row without a route.
 */
const EXPECTED_ACCESS: Record<string, Access> = {
  // API documentation (@fastify/swagger-ui).
  'GET /api/docs': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/docs/static/*': 'public',
  'GET /api/health': 'public',

  'POST /api/users/login': 'public',
  'POST /api/users/register': 'public',
  'POST /api/users/refresh': 'public',
  'POST /api/users/logout': 'public',
  'GET /api/users/me': 'staff',
  'POST /api/users/profile': 'staff',
  // The caller's own second factor: set up, turn on, turn off (ADR 010).
  'POST /api/users/two-factor/setup': 'staff',
  'POST /api/users/two-factor/enable': 'staff',
  'POST /api/users/two-factor/disable': 'staff',
  'GET /api/users/get_users': 'superadmin',
  'POST /api/users/add_user': 'superadmin',
  'PUT /api/users/update_user/:id': 'superadmin',
  'PUT /api/users/approve_user/:id': 'superadmin',
  'DELETE /api/users/delete_user/:id': 'superadmin',
  'POST /api/users/reset_user_password/:id': 'superadmin',
  // "Forgot password?": anyone may ask; the answer never says whether the address is staff.
  'POST /api/users/forgot-password': 'public',
  'POST /api/users/reset-password': 'public',
  'GET /api/users/invitation': 'public',
  'POST /api/users/accept-invitation': 'public',
  'POST /api/users/resend_invitation/:id': 'superadmin',
  'POST /api/users/reset_two_factor/:id': 'superadmin',

  'GET /api/application/fetchApplication': 'staff',
  'GET /api/application/fetchApplication/:id': 'staff',
  'GET /api/application/fetchApplication/:id/history': 'staff',
  // The list's filters as a CSV file: every staff member, each export in the history (ADR 032).
  'GET /api/application/export': 'staff',
  // The email an application produced, and sending one again.
  'GET /api/application/fetchApplication/:id/messages': 'staff',
  'POST /api/application/fetchApplication/:id/messages': 'staff',
  'POST /api/application/fetchApplication/:id/messages/:messageId/resend': 'staff',
  // The applicant's status check: exact match, rate-limited.
  'GET /api/application/fetchApplicationEnquiry': 'public',
  'POST /api/application/addApplication': 'staff',
  'PUT /api/application/updateApplication/:id': 'staff',
  'PUT /api/application/updateApplicationAdd/:id': 'staff',
  'DELETE /api/application/deleteDocument/:id/:slot': 'staff',
  // Documents beyond the twelve slots.
  'POST /api/application/addExtraDocument/:id': 'staff',
  'DELETE /api/application/deleteExtraDocument/:id/:documentId': 'staff',
  'PUT /api/application/updateApplicationPending/:id': 'staff',
  'PUT /api/application/updateApplicationApprove/:id': 'staff',
  'PUT /api/application/updateApplicationReject/:id': 'staff',
  // One status for several applications: as the three above, one application at a time.
  'POST /api/application/bulkStatus': 'staff',
  'POST /api/application/setStage/:id': 'staff',
  'POST /api/application/bulkStage': 'staff',
  'DELETE /api/application/deleteApplication/:id': 'staff',
  // Documents asked by a link (ADR 050): asked and reviewed by staff; sent by the applicant with the link's token.
  'POST /api/application/requestDocuments/:id': 'staff',
  'GET /api/application/ledger/:id': 'staff',
  'POST /api/application/ledger/:id': 'staff',
  'POST /api/application/ledger/:id/:entryId/reverse': 'staff',
  'GET /api/application/documentRequests/:id': 'staff',
  'DELETE /api/application/documentRequests/:id/:requestId': 'staff',
  'POST /api/application/documentUploads/:id/:uploadId/accept': 'staff',
  'POST /api/application/documentUploads/:id/:uploadId/refuse': 'staff',
  // The link's token is the credential (401 without one, 410 once revoked or expired).
  'GET /api/uploads/request': 'public',
  'POST /api/uploads': 'public',
  'OPTIONS /api/uploads': 'public',
  'PATCH /api/uploads/:uploadId': 'public',
  'DELETE /api/uploads/:uploadId': 'public',
  'OPTIONS /api/uploads/:uploadId': 'public',

  // Files: the signature in the URL is the credential.
  'GET /api/files/:id': 'public',

  // Published slides feed the public home page.
  'GET /api/slider/fetchSlider': 'public',
  'POST /api/slider/addSlider': 'staff',
  'PUT /api/slider/updateSlider/:id': 'staff',
  'PUT /api/slider/updateSliderImage/:id': 'staff',
  'DELETE /api/slider/deleteSlider/:id': 'staff',

  'GET /api/settings/public': 'public',
  // The checklist of labels for extra documents: every staff member files documents under it.
  'GET /api/settings/documentLabels': 'staff',
  'GET /api/settings/stages': 'staff',
  'PUT /api/settings/stages': 'superadmin',
  'GET /api/settings/fees': 'staff',
  'GET /api/payments': 'superadmin',
  'GET /api/payments/export': 'superadmin',
  'PUT /api/settings/fees': 'superadmin',
  'GET /api/settings': 'superadmin',
  'PUT /api/settings': 'superadmin',
  'POST /api/settings/test-email': 'superadmin',
  'POST /api/settings/images': 'superadmin',
  'GET /api/settings/images/:id': 'public',
  'GET /api/dashboard': 'staff',
  // Everything staff did, and its export: it names every staff member, for the super admin alone.
  'GET /api/activity': 'superadmin',
  'GET /api/activity/export': 'superadmin',
  // Demand letters (ADR 052): every staff member keeps them; anyone may ask to be called back about an open one.
  'GET /api/demand/list': 'staff',
  'GET /api/demand/export': 'staff',
  'GET /api/demand/:id': 'staff',
  'POST /api/demand/add': 'staff',
  'PUT /api/demand/update/:id': 'staff',
  'DELETE /api/demand/delete/:id': 'staff',
  'GET /api/demand/enquiries': 'staff',
  'DELETE /api/demand/enquiries/:id': 'staff',
  'PUT /api/demand/enquiries/:id/done': 'staff',
  'POST /api/demand/callback/:id': 'public',
  // The applicant copy's signed statements (ADR 053): anyone checks one, with the keys published for anyone.
  'POST /api/verify': 'public',
  'GET /.well-known/visadesk-keys.json': 'public',
};

const SAMPLE_ID = '0123456789abcdef01234567';
const nameOf = (route: RouteEntry) => `${route.method} ${route.url}`;
const routesWith = (access: Access) => Object.keys(EXPECTED_ACCESS).filter((name) => EXPECTED_ACCESS[name] === access);

function request(name: string, headers: Record<string, string> = {}) {
  const [method, url] = name.split(' ') as [string, string];
  return {
    method: method as 'GET',
    url: url.replace(/:[A-Za-z_]+/g, SAMPLE_ID).replace(/\*$/, 'x'),
    headers,
    payload: method === 'GET' || method === 'DELETE' ? undefined : {},
  };
}

describe('authorisation across the route table', () => {
  let t: TestContext;
  let adminToken: string;
  let bossToken: string;
  let expiredToken: string;
  let foreignToken: string;

  beforeAll(async () => {
    t = await buildTestApp();
    adminToken = (await t.loginAs('admin')).token;
    bossToken = (await t.loginAs('superadmin')).token;
    const valid = bossToken.slice('Bearer '.length);
    const claims = JSON.parse(Buffer.from(valid.split('.')[1] as string, 'base64url').toString());
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

  it('has a row for every route of the server and a route for every row', () => {
    const served = t.app.routeTable.map(nameOf);
    expect(served.filter((name) => !(name in EXPECTED_ACCESS)), 'routes missing from EXPECTED_ACCESS').toEqual([]);
    expect(Object.keys(EXPECTED_ACCESS).filter((name) => !served.includes(name)), 'rows without a route').toEqual([]);
  });

  it('lets a caller who owes a new password or a second factor reach only their own account and session', () => {
    const owed = (flag: 'beforeSecondFactor' | 'beforePasswordChange') =>
      t.app.routeTable.filter((route) => route[flag] && route.access !== 'public').map(nameOf).sort();
    expect(owed('beforePasswordChange')).toEqual(['GET /api/users/me', 'POST /api/users/profile']);
    expect(owed('beforeSecondFactor')).toEqual([
      'GET /api/users/me', 'POST /api/users/profile', 'POST /api/users/two-factor/enable', 'POST /api/users/two-factor/setup',
    ]);
  });

  it('lets anyone call the public routes without being asked to sign in', async () => {
    for (const name of routesWith('public')) {
      const res = await t.app.inject(request(name));
      const refused = res.statusCode === 401 && res.json().message === AUTH_MESSAGES.unauthorized;
      expect(refused, `${name} answered ${res.statusCode}`).toBe(false);
    }
  });

  it('refuses the other routes without a token, with an expired, tampered, foreign-key or alg:none token', async () => {
    const valid = bossToken.slice('Bearer '.length);
    const [header, payload, signature] = valid.split('.') as [string, string, string];
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
    const guarded = Object.keys(EXPECTED_ACCESS).filter((name) => EXPECTED_ACCESS[name] !== 'public');
    expect(guarded.length).toBeGreaterThanOrEqual(25);
    for (const name of guarded) {
      for (const [kind, authorization] of Object.entries(badTokens)) {
        const res = await t.app.inject(request(name, authorization ? { authorization } : {}));
        expect(res.statusCode, `${name} with ${kind} token`).toBe(401);
        expect(res.json().message).toBe(AUTH_MESSAGES.unauthorized);
      }
    }
  });

  it('lets an admin through the staff routes and refuses them every super-admin route', async () => {
    for (const name of routesWith('staff')) {
      const res = await t.app.inject(request(name, { authorization: adminToken }));
      expect([401, 403], `${name} answered ${res.statusCode}`).not.toContain(res.statusCode);
    }
    for (const name of routesWith('superadmin')) {
      const res = await t.app.inject(request(name, { authorization: adminToken }));
      expect(res.statusCode, name).toBe(403);
      expect(res.json().message).toBe(AUTH_MESSAGES.forbidden);
    }
  });

  it('lets the super admin through the super-admin routes', async () => {
    for (const name of routesWith('superadmin')) {
      const res = await t.app.inject(request(name, { authorization: bossToken }));
      expect([401, 403], `${name} answered ${res.statusCode}`).not.toContain(res.statusCode);
    }
  });
});
