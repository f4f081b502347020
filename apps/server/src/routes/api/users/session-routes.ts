import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  COOKIES,
  CurrentUserSchema,
  LoginResponseSchema,
  ProfileSchema,
  RegisterSchema,
} from '@visadesk/contract';
import { addressKey } from '../../../lib/client-address.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { enforceRateLimit } from '../../../lib/rate-limit.ts';
import {
  assertSameOriginIfCookie,
  clearSessionCookies,
  currentUser,
  issueSessionCookies,
} from '../../../plugins/auth.ts';
import { countPasswordAttempt } from './attempts.ts';
import { errorResponses, RefreshBodySchema, UserMessageSchema } from './schemas.ts';

/** Registration, refresh, logout, current user and own profile (login has a file of its own). */
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
    config: { access: 'public', beforeSecondFactor: true },
    schema: {
      tags: ['users'],
      summary: 'Exchange the refresh token (cookie or body) for a new access and refresh token',
      body: RefreshBodySchema,
      response: { 200: LoginResponseSchema, ...errorResponses },
    },
  }, async (request, reply) => {
    const fromBody = request.body?.refreshToken;
    const fromCookie = request.cookies[COOKIES.refresh];
    if (!fromBody && fromCookie) assertSameOriginIfCookie(request, app.config.publicUrl);
    const presented = fromBody ?? fromCookie;
    const session = presented ? await app.sessions.rotate(presented) : null;
    if (!session) {
      clearSessionCookies(reply);
      throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
    }
    return issueSessionCookies(app, reply, session);
  });

  app.post('/logout', {
    config: { access: 'public', beforeSecondFactor: true },
    schema: { tags: ['users'], summary: 'End the session on the server and clear its cookies', body: RefreshBodySchema },
  }, async (request, reply) => {
    const fromBody = request.body?.refreshToken;
    const fromCookie = request.cookies[COOKIES.refresh];
    if (!fromBody && fromCookie) assertSameOriginIfCookie(request, app.config.publicUrl);
    const presented = fromBody ?? fromCookie;
    const sessionId = request.sessionId ?? (presented ? await app.sessions.sessionOfRefreshToken(presented) : null);
    if (sessionId) await app.sessions.revoke(sessionId);
    clearSessionCookies(reply);
    return reply.code(204).send();
  });

  app.get('/me', {
    config: { beforeSecondFactor: true },
    schema: {
      tags: ['users'],
      summary: 'The signed-in staff member, with whether they have a second factor and whether it is required',
      response: { 200: CurrentUserSchema, ...errorResponses },
    },
  }, async (request) => ({
    ...currentUser(request),
    twoFactor: request.twoFactor ?? { enabled: false, required: false },
  }));

  app.post('/profile', {
    config: { beforeSecondFactor: true },
    schema: {
      tags: ['users'],
      summary: "Update the caller's own name and password, given the current password (the email is fixed)",
      body: ProfileSchema,
      response: { 200: UserMessageSchema, ...errorResponses },
    },
  }, async (request) => {
    const me = currentUser(request);
    const attempt = await countPasswordAttempt(app, me.email, request);
    if (!(await app.users.passwordMatches(me._id, request.body.currentPassword))) {
      throw new HttpError(400, AUTH_MESSAGES.currentPasswordIncorrect);
    }
    await attempt.succeeded();
    const user = await app.users.updateProfile(me._id, request.body);
    if (request.sessionId) await app.sessions.revokeOthers(me._id, request.sessionId);
    return { message: 'Profile updated.', user };
  });
};
