import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES, ForgotPasswordSchema, ResetPasswordSchema } from '@visadesk/contract';
import { addressKey } from '../../security/client-address.ts';
import { enforceRateLimit } from '../../security/rate-limit.ts';
import { sha256 } from '../../security/tokens.ts';
import { errorResponses, MessageSchema } from './schemas.ts';

/** "Forgot password?": a link by email, then a new password with it. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = app.config.rateLimits;

  app.post('/forgot-password', {
    config: { access: 'public' },
    schema: {
      tags: ['users'],
      summary: 'Email a single-use link (30 minutes) to choose a new password; the same answer whether or not the address is staff',
      body: ForgotPasswordSchema,
      response: { 200: MessageSchema, ...errorResponses },
    },
  }, async (request) => {
    // Counted for every address asked about, known or not: the limit tells nothing either.
    await enforceRateLimit(app, `forgot:ip:${addressKey(request.ip)}`, limits.forgotPasswordPerIp);
    await enforceRateLimit(app, `forgot:email:${sha256(request.body.email)}`, limits.forgotPasswordPerEmail);
    await app.passwordResets.request(request.body.email, app.config.publicUrl);
    return { message: AUTH_MESSAGES.resetLinkSent };
  });

  app.post('/reset-password', {
    config: { access: 'public' },
    schema: {
      tags: ['users'],
      summary: "Choose a new password with the emailed link's token: ends every session of the account and burns the link",
      body: ResetPasswordSchema,
      response: { 200: MessageSchema, ...errorResponses },
    },
  }, async (request) => {
    await enforceRateLimit(app, `reset:ip:${addressKey(request.ip)}`, limits.resetPasswordPerIp);
    await app.passwordResets.reset(request.body.token, request.body.password);
    app.sessions.forgetCallers();
    return { message: AUTH_MESSAGES.passwordResetDone };
  });

};
