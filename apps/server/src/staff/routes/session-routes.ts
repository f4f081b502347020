import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AUTH_MESSAGES, COOKIES, LoginResponseSchema, RegisterSchema } from '@visadesk/contract';
import { addressKey } from '../../security/client-address.ts';
import { HttpError } from '../../http/http-error.ts';
import { enforceRateLimit } from '../../security/rate-limit.ts';
import { assertSameOriginIfCookie, clearSessionCookies, issueSessionCookies } from '../auth-plugin.ts';
import { errorResponses, RefreshBodySchema, UserMessageSchema } from './schemas.ts';

type RefreshBody = z.infer<typeof RefreshBodySchema>;

/** The refresh token the client presents: in the body (the original client) or the cookie, which must come from our origin. */
function presentedRefreshToken(app: FastifyInstance, request: FastifyRequest & { body: RefreshBody }): string | undefined {
  const fromBody = request.body?.refreshToken;
  const fromCookie = request.cookies[COOKIES.refresh];
  if (!fromBody && fromCookie) assertSameOriginIfCookie(request, app.config.publicUrl);
  return fromBody ?? fromCookie;
}

/** Registration, refresh and logout (login has a file of its own, the signed-in member's own account another). */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = app.config.rateLimits;

  app.post('/register', {
    config: { access: 'public' },
    schema: {
      tags: ['users'],
      summary: 'Ask for a staff account; it waits for the super admin to approve it',
      body: RegisterSchema,
      response: { 201: UserMessageSchema, ...errorResponses },
    },
  }, async (request, reply) => {
    await enforceRateLimit(app, `register:ip:${addressKey(request.ip)}`, limits.registerPerIp);
    const { registrationPolicy } = await app.settings.get();
    if (registrationPolicy === 'closed') throw new HttpError(403, AUTH_MESSAGES.registrationClosed);
    const user = await app.users.create({ ...request.body, role: 'admin', status: 'pending' });
    return reply.code(201).send({ message: AUTH_MESSAGES.registered, user });
  });

  app.post('/refresh', {
    config: { access: 'public', beforeSecondFactor: true, beforePasswordChange: true },
    schema: {
      tags: ['users'],
      summary: 'Exchange the refresh token (cookie or body) for a new access and refresh token',
      body: RefreshBodySchema,
      response: { 200: LoginResponseSchema, ...errorResponses },
    },
  }, async (request, reply) => {
    const presented = presentedRefreshToken(app, request);
    const session = presented ? await app.sessions.rotate(presented) : null;
    if (!session) {
      clearSessionCookies(reply);
      throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
    }
    return issueSessionCookies(app, reply, session);
  });

  app.post('/logout', {
    config: { access: 'public', beforeSecondFactor: true, beforePasswordChange: true },
    schema: { tags: ['users'], summary: 'End the session on the server and clear its cookies', body: RefreshBodySchema },
  }, async (request, reply) => {
    const presented = presentedRefreshToken(app, request);
    const sessionId = request.sessionId ?? (presented ? await app.sessions.sessionOfRefreshToken(presented) : null);
    if (sessionId) await app.sessions.revoke(sessionId);
    clearSessionCookies(reply);
    return reply.code(204).send();
  });
};
