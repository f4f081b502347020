import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES, LoginErrorSchema, LoginResponseSchema, LoginSchema } from '@visadesk/contract';
import { HttpError } from '../../http/http-error.ts';
import { issueSessionCookies } from '../auth-plugin.ts';
import { countCodeAttempt, countPasswordAttempt } from './attempts.ts';
import { rememberDevice } from './known-device.ts';
import { errorResponses } from './schemas.ts';

/**
 * Sign-in: the password, then, for an account with a second factor, a code from the app or an
 * unused recovery code. The code is asked for only once the password was right.
 */
export const loginRoute: FastifyPluginAsyncZod = async (app) => {
  app.post('/login', {
    config: { access: 'public' },
    schema: {
      tags: ['users'],
      summary: 'Sign in; answers {token, refreshToken} and sets the session cookies',
      description: 'An account with a second factor also sends `code`; without it the answer is 401 with `twoFactorRequired: true`.',
      body: LoginSchema,
      response: { 200: LoginResponseSchema, ...errorResponses, 401: LoginErrorSchema },
    },
  }, async (request, reply) => {
    const { email, password, code } = request.body;
    const attempt = await countPasswordAttempt(app, email, request);
    const user = await app.users.verifyCredentials(email, password);
    if (!user) throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
    if (user.status !== 'active') {
      await attempt.succeeded();
      throw new HttpError(403, AUTH_MESSAGES.awaitingApproval);
    }
    if (await app.users.twoFactor.isEnabled(user._id)) {
      if (!code) {
        await attempt.takeBack();
        return reply.code(401).send({ message: AUTH_MESSAGES.twoFactorCodeNeeded, twoFactorRequired: true });
      }
      // A wrong code is a failed sign-in: the password counters keep this attempt.
      const codeAttempt = await countCodeAttempt(app, user._id);
      if (!(await app.users.twoFactor.acceptCode(user._id, code))) {
        return reply.code(401).send({ message: AUTH_MESSAGES.twoFactorCodeIncorrect, twoFactorRequired: true });
      }
      await codeAttempt.succeeded();
    }
    await attempt.succeeded();
    rememberDevice(app, reply, email);
    const session = await app.sessions.start(user);
    return issueSessionCookies(app, reply, session);
  });
};
