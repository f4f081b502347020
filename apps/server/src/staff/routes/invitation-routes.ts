import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AcceptInvitationSchema, AUTH_MESSAGES, InvitationQuerySchema, InvitationSchema } from '@visadesk/contract';
import { addressKey } from '../../security/client-address.ts';
import { enforceRateLimit } from '../../security/rate-limit.ts';
import { errorResponses, MessageSchema } from './schemas.ts';

/**
 * A new staff member's invitation link: whom it is for, then their first password. Its
 * tries are counted per caller on the reset link's limit, before any password is hashed.
 */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = app.config.rateLimits;
  app.get('/invitation', {
    config: { access: 'public' },
    schema: {
      tags: ['users'],
      summary: "Whom an invitation link is for, while it still works (the page shows it before the password is typed)",
      querystring: InvitationQuerySchema,
      response: { 200: InvitationSchema, ...errorResponses },
    },
  }, async (request, reply) => {
    await enforceRateLimit(app, `invitation:ip:${addressKey(request.ip)}`, limits.resetPasswordPerIp);
    const invitation = await app.invitations.look(request.query.token);
    return reply.header('cache-control', 'no-store').send(invitation);
  });

  app.post('/accept-invitation', {
    config: { access: 'public' },
    schema: {
      tags: ['users'],
      summary: "Choose one's first password with the invitation's token (once; 7 days)",
      body: AcceptInvitationSchema,
      response: { 200: MessageSchema, ...errorResponses },
    },
  }, async (request) => {
    await enforceRateLimit(app, `invitation:ip:${addressKey(request.ip)}`, limits.resetPasswordPerIp);
    await app.invitations.accept(request.body.token, request.body.password);
    return { message: AUTH_MESSAGES.invitationAccepted };
  });
};
