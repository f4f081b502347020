import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES, CurrentUserSchema, ProfileSchema } from '@visadesk/contract';
import { HttpError } from '../../http/http-error.ts';
import { currentUser } from '../auth-plugin.ts';
import { countPasswordAttempt } from './attempts.ts';
import { errorResponses, UserMessageSchema } from './schemas.ts';

/** The signed-in staff member's own account: who they are, and their name and password. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/me', {
    config: { beforeSecondFactor: true, beforePasswordChange: true },
    schema: {
      tags: ['users'],
      summary: 'The signed-in staff member, with whether they have a second factor and whether it is required',
      response: { 200: CurrentUserSchema, ...errorResponses },
    },
  }, async (request) => ({
    ...currentUser(request),
    twoFactor: request.twoFactor ?? { enabled: false, required: false },
    mustChangePassword: request.mustChangePassword,
  }));

  app.post('/profile', {
    config: { beforeSecondFactor: true, beforePasswordChange: true },
    schema: {
      tags: ['users'],
      summary: "Update the caller's own name, email and (when given) password, given the current password",
      body: ProfileSchema,
      response: { 200: UserMessageSchema, ...errorResponses },
    },
  }, async (request) => {
    const me = currentUser(request);
    const newPassword = request.body.password || undefined;
    if (request.mustChangePassword && !newPassword) {
      const message = AUTH_MESSAGES.passwordChangeRequired;
      throw new HttpError(400, message, { errors: { password: message } });
    }
    const attempt = await countPasswordAttempt(app, me.email, request);
    if (!(await app.users.passwordMatches(me._id, request.body.currentPassword))) {
      throw new HttpError(400, AUTH_MESSAGES.currentPasswordIncorrect);
    }
    await attempt.succeeded();
    // After a reset, the temporary password (which the super admin has seen) is not a new one.
    if (request.mustChangePassword && newPassword === request.body.currentPassword) {
      const message = AUTH_MESSAGES.newPasswordSameAsTemporary;
      throw new HttpError(400, message, { errors: { password: message } });
    }
    const user = await app.users.updateProfile(me._id, { ...request.body, password: newPassword });
    if (!newPassword) return { message: AUTH_MESSAGES.profileUpdated, user };
    if (request.sessionId) await app.sessions.revokeOthers(me._id, request.sessionId);
    return { message: AUTH_MESSAGES.passwordChanged, user };
  });
};
