import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  AUTH_MESSAGES,
  COOKIES,
  REFRESH_COOKIE_MAX_AGE_SECONDS,
  type TwoFactorState,
  type User,
} from '@visadesk/contract';
import { HttpError } from '../http/http-error.ts';
import { signAccessToken, verifyAccessToken } from '../security/tokens.ts';
import type { IssuedSession } from './sessions.ts';

export type Access = 'public' | 'staff' | 'superadmin';

export interface RouteEntry {
  method: string;
  url: string;
  access: Access;
  /** Callable while a required second factor, or a new password after a reset, is still owed. */
  beforeSecondFactor: boolean;
  beforePasswordChange: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. API routes without it are staff-only: secure by default. */
    access?: Access;
    /**
     * A staff route one may call while the super admin requires a second factor one has not set up
     * yet (what setting it up needs). Every other staff route then answers 403.
     */
    beforeSecondFactor?: boolean;
    /**
     * A staff route one may call while one's password was reset and a new one is not chosen yet
     * (who one is, the Profile call that chooses it, sign-out). Every other staff route answers 403.
     */
    beforePasswordChange?: boolean;
  }
  interface FastifyRequest {
    user: User | null;
    sessionId: string | null;
    /** The caller's second factor, and whether it is required; null for anonymous callers. */
    twoFactor: TwoFactorState | null;
    /** The caller's password was reset by the super admin and must be replaced first. */
    mustChangePassword: boolean;
  }
  interface FastifyInstance {
    /** Every API route (and well-known address) with its access level; the authorisation test walks it. */
    routeTable: RouteEntry[];
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The routes whose `config.access` decides who may call them, all in the route table: the API, and
 * the files other programs fetch at well-known addresses (RFC 8615). Pages are the web app's.
 */
const isGuarded = (url: string) => url.startsWith('/api/') || url.startsWith('/.well-known/');

/** True when the request's Origin is this site (PUBLIC_URL, or the host it was addressed to). */
export function isSameOrigin(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  const allowed = new Set([`${request.protocol}://${request.host}`]);
  if (publicUrl) allowed.add(new URL(publicUrl).origin);
  return allowed.has(origin);
}

/** Cookie-authenticated state changes must come from our own pages (CSRF defence in depth). */
export function assertSameOriginIfCookie(request: FastifyRequest, publicUrl: string | undefined): void {
  if (SAFE_METHODS.has(request.method)) return;
  if (!isSameOrigin(request, publicUrl)) throw new HttpError(403, AUTH_MESSAGES.crossSiteRefused);
}

export async function issueSessionCookies(
  app: FastifyInstance,
  reply: FastifyReply,
  session: IssuedSession,
): Promise<{ token: string; refreshToken: string }> {
  const jwt = await signAccessToken(
    { sub: session.user._id, role: session.user.role, sid: session.sessionId },
    app.config.secrets.jwt,
  );
  const base = { sameSite: 'strict', secure: 'auto', path: '/' } as const;
  reply
    .setCookie(COOKIES.access, jwt, { ...base, httpOnly: true, maxAge: ACCESS_TOKEN_TTL_SECONDS })
    .setCookie(COOKIES.refresh, session.refreshToken, {
      ...base,
      httpOnly: true,
      path: '/api/users',
      maxAge: REFRESH_COOKIE_MAX_AGE_SECONDS,
    })
    .setCookie(COOKIES.sessionHint, '1', { ...base, httpOnly: false, maxAge: REFRESH_COOKIE_MAX_AGE_SECONDS });
  return { token: `Bearer ${jwt}`, refreshToken: session.refreshToken };
}

export function clearSessionCookies(reply: FastifyReply): void {
  const base = { sameSite: 'strict', secure: 'auto', path: '/' } as const;
  reply
    .clearCookie(COOKIES.access, base)
    .clearCookie(COOKIES.refresh, { ...base, path: '/api/users' })
    .clearCookie(COOKIES.sessionHint, base);
}

async function identify(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  const header = request.headers.authorization;
  let token: string | undefined;
  let viaCookie = false;
  if (header?.startsWith('Bearer ')) token = header.slice('Bearer '.length).trim();
  else if (request.cookies[COOKIES.access]) {
    token = request.cookies[COOKIES.access];
    viaCookie = true;
  }
  if (!token) return false;
  const claims = await verifyAccessToken(token, app.config.secrets.jwt);
  if (!claims) return false;
  if (viaCookie) assertSameOriginIfCookie(request, app.config.publicUrl);
  const caller = await app.sessions.activeCaller(claims.sid, claims.sub);
  if (!caller) return false;
  request.user = caller.user;
  request.sessionId = claims.sid;
  request.twoFactor = caller.twoFactor;
  request.mustChangePassword = caller.mustChangePassword;
  return true;
}

function missesRequiredSecondFactor(request: FastifyRequest): boolean {
  return Boolean(request.twoFactor?.required && !request.twoFactor.enabled);
}

/** What the caller must do before this route: choose a new password, set up a second factor, or nothing. */
function owedFirst(request: FastifyRequest): string | null {
  const config = request.routeOptions.config;
  if (request.mustChangePassword && !config.beforePasswordChange) return AUTH_MESSAGES.passwordChangeRequired;
  if (missesRequiredSecondFactor(request) && !config.beforeSecondFactor) return AUTH_MESSAGES.twoFactorSetupRequired;
  return null;
}

function forgetCaller(request: FastifyRequest): void {
  request.user = null;
  request.sessionId = null;
  request.twoFactor = null;
  request.mustChangePassword = false;
}

/** Access control from each route's `config.access`, applied before the body is read. */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('twoFactor', null);
    app.decorateRequest('mustChangePassword', false);
    app.decorate('routeTable', [] as RouteEntry[]);

    app.addHook('onRoute', (route) => {
      if (!isGuarded(route.url)) return;
      if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: 'public' };
      const access = route.config?.access ?? 'staff';
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        const { beforeSecondFactor = false, beforePasswordChange = false } = route.config ?? {};
        app.routeTable.push({ method, url: route.url, access, beforeSecondFactor, beforePasswordChange });
      }
    });

    // Whatever a state-changing call changed (an account removed or disabled, a role, a second
    // factor, the rule requiring one, a session ended), this instance's next request sees it:
    // the remembered session answers are dropped before the answer leaves (ADR 004).
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (!SAFE_METHODS.has(request.method)) app.sessions.forgetCallers();
      done(null, payload);
    });

    app.addHook('onRequest', async (request) => {
      const url = request.routeOptions.url;
      if (!url || !isGuarded(url)) return;
      const access = request.routeOptions.config.access ?? 'staff';
      if (access === 'public') {
        // Optional identity: public routes may show staff more (e.g. unpublished slides), but not
        // to staff who still owe a new password or the second factor the super admin requires.
        await identify(app, request).catch(() => false);
        if (owedFirst(request)) forgetCaller(request);
        return;
      }
      if (!(await identify(app, request))) throw new HttpError(401, AUTH_MESSAGES.unauthorized);
      const owed = owedFirst(request);
      if (owed) throw new HttpError(403, owed);
      if (access === 'superadmin' && request.user?.role !== 'superadmin') {
        throw new HttpError(403, AUTH_MESSAGES.forbidden);
      }
    });
  },
  { name: 'auth', dependencies: ['services'] },
);

/**
 * Whether a page outside the API (a payment's receipt) is opened by signed-in staff who owe nothing
 * first: the same session check as the API's, by the access cookie.
 */
export async function isSignedInStaff(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  const known = await identify(app, request).catch(() => false);
  return known && owedFirst(request) === null;
}

/** The authenticated caller; only valid on routes that are not public. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw new HttpError(401, AUTH_MESSAGES.unauthorized);
  return request.user;
}
