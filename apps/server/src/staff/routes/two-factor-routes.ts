import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  MessageSchema,
  TwoFactorDisableSchema,
  TwoFactorEnableResponseSchema,
  TwoFactorEnableSchema,
  TwoFactorSetupResponseSchema,
  TwoFactorSetupSchema,
} from '@visadesk/contract';
import { HttpError } from '../../http/http-error.ts';
import { otpauthUrl } from '../../security/totp.ts';
import { currentUser } from '../auth-plugin.ts';
import { countCodeAttempt, countPasswordAttempt } from './attempts.ts';
import { errorResponses } from './schemas.ts';

const beforeSecondFactor = { beforeSecondFactor: true } as const;

const turnOnRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/two-factor/setup', {
    config: beforeSecondFactor,
    schema: {
      tags: ['users'],
      summary: 'Start setting up (or replacing) a TOTP second factor, given the current password (and a code of the one on): a new secret, pending until a code confirms it',
      body: TwoFactorSetupSchema,
      response: { 200: TwoFactorSetupResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const me = currentUser(request);
    const { currentPassword, code } = request.body;
    // A stolen session alone must not choose the account's second factor: the password first.
    const attempt = await countPasswordAttempt(app, me.email, request);
    if (!(await app.users.passwordMatches(me._id, currentPassword))) throw new HttpError(400, AUTH_MESSAGES.currentPasswordIncorrect);
    await attempt.succeeded();
    if (await app.users.twoFactor.isEnabled(me._id)) {
      // Replacing the factor in use: a code of it too (the phone, not only the password).
      if (code === undefined) throw new HttpError(409, AUTH_MESSAGES.twoFactorAlreadyOn);
      const codeAttempt = await countCodeAttempt(app, me._id);
      if (!(await app.users.twoFactor.acceptCode(me._id, code))) throw new HttpError(400, AUTH_MESSAGES.twoFactorCodeIncorrect);
      await codeAttempt.succeeded();
    }
    const secret = await app.users.twoFactor.beginSetup(me._id);
    // Authenticator apps split "issuer:account" at the colon.
    const issuer = (await app.settings.get()).consultancyName.replaceAll(':', ' ');
    return { secret, otpauthUrl: otpauthUrl(secret, issuer, me.email) };
  });

  app.post('/two-factor/enable', {
    config: beforeSecondFactor,
    schema: {
      tags: ['users'],
      summary: 'Turn the pending second factor on (replacing the one on, if any) with a code from the app; answers ten recovery codes, once',
      body: TwoFactorEnableSchema,
      response: { 200: TwoFactorEnableResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const me = currentUser(request);
    const recoveryCodes = await app.users.twoFactor.enable(me._id, request.body.code);
    if (!recoveryCodes) throw new HttpError(400, AUTH_MESSAGES.twoFactorSetupCodeIncorrect);
    if (request.sessionId) await app.sessions.revokeOthers(me._id, request.sessionId);
    return { recoveryCodes };
  });
};

const turnOffRoute: FastifyPluginAsyncZod = async (app) => {
  app.post('/two-factor/disable', {
    schema: {
      tags: ['users'],
      summary: 'Turn the second factor off, given the current password and a code (or a recovery code)',
      body: TwoFactorDisableSchema,
      response: { 200: MessageSchema, ...errorResponses },
    },
  }, async (request) => {
    const me = currentUser(request);
    const { currentPassword, code } = request.body;
    if (!(await app.users.twoFactor.isEnabled(me._id))) throw new HttpError(409, AUTH_MESSAGES.twoFactorAlreadyOff);
    const attempt = await countPasswordAttempt(app, me.email, request);
    if (!(await app.users.passwordMatches(me._id, currentPassword))) throw new HttpError(400, AUTH_MESSAGES.currentPasswordIncorrect);
    await attempt.succeeded();
    const codeAttempt = await countCodeAttempt(app, me._id);
    if (!(await app.users.twoFactor.acceptCode(me._id, code))) throw new HttpError(400, AUTH_MESSAGES.twoFactorCodeIncorrect);
    await codeAttempt.succeeded();
    await app.users.twoFactor.disable(me._id);
    if (request.sessionId) await app.sessions.revokeOthers(me._id, request.sessionId);
    return { message: AUTH_MESSAGES.twoFactorTurnedOff };
  });
};

/**
 * The signed-in staff member's own second factor. Setting it up, replacing it and turning it off
 * ask for the current password, as a password change does; setting it up and turning it on stay
 * open while the super admin requires one (that is how it gets set up); turning it on or off ends
 * the account's other sessions.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(turnOnRoutes);
  await app.register(turnOffRoute);
};
