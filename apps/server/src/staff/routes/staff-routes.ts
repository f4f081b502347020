import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  AddUserSchema,
  IdParamsSchema,
  ResetUserPasswordResponseSchema,
  UpdateUserSchema,
  UserListSchema,
} from '@visadesk/contract';
import { generatePassword } from '../first-super-admin.ts';
import { HttpError } from '../../http/http-error.ts';
import { addressKey } from '../../security/client-address.ts';
import { enforceRateLimit } from '../../security/rate-limit.ts';
import { currentUser } from '../auth-plugin.ts';
import type { StaffActor } from '../../activity/staff-activity.ts';
import { errorResponses, MessageSchema, UserMessageSchema } from './schemas.ts';

const DeletedSchema = z.object({ message: z.string(), _id: z.string() });

const superadmin = { access: 'superadmin' } as const;

/** The super admin as the activity log names them. */
function actorOf(request: FastifyRequest): StaffActor {
  const me = currentUser(request);
  return { id: me._id, name: me.name };
}

const listAndAddRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/get_users', {
    config: superadmin,
    schema: { tags: ['users'], summary: 'All staff accounts', response: { 200: UserListSchema, ...errorResponses } },
  }, async () => app.users.list());

  app.post('/add_user', {
    config: superadmin,
    schema: {
      tags: ['users'],
      summary: 'Create an active staff account: with a password (the original client), or without one, and the staff member is emailed a link (7 days, once) to choose it',
      body: AddUserSchema,
      response: { 201: UserMessageSchema, ...errorResponses },
    },
  }, async (request, reply) => {
    await enforceRateLimit(app, `add-user:ip:${addressKey(request.ip)}`, app.config.rateLimits.addUserPerIp);
    const { password, ...staff } = request.body;
    if (password !== undefined) {
      const user = await app.users.create({ ...staff, password, status: 'active' }, actorOf(request));
      return reply.code(201).send({ message: AUTH_MESSAGES.userAdded, user });
    }
    const user = await app.invitations.invite(staff, actorOf(request));
    const message = app.invitations.canSend ? AUTH_MESSAGES.invitationSent : AUTH_MESSAGES.invitationQueuedWithoutMail;
    return reply.code(201).send({ message, user });
  });

  app.post('/resend_invitation/:id', {
    config: superadmin,
    schema: {
      tags: ['users'],
      summary: 'Email a staff member who has not chosen a password yet a new invitation; earlier links stop working',
      params: IdParamsSchema,
      response: { 200: MessageSchema, ...errorResponses },
    },
  }, async (request) => {
    await enforceRateLimit(app, `add-user:ip:${addressKey(request.ip)}`, app.config.rateLimits.addUserPerIp);
    await app.invitations.resend(request.params.id, actorOf(request));
    return { message: app.invitations.canSend ? AUTH_MESSAGES.invitationResent : AUTH_MESSAGES.invitationQueuedWithoutMail };
  });
};

const changeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put('/update_user/:id', {
    config: superadmin,
    schema: {
      tags: ['users'],
      summary: "Change a staff member's name, email and (when given) role; the last super admin keeps the role",
      params: IdParamsSchema,
      body: UpdateUserSchema,
      response: { 200: UserMessageSchema, ...errorResponses },
    },
  }, async (request) => {
    const user = await app.users.update(request.params.id, request.body, actorOf(request));
    return { message: AUTH_MESSAGES.userUpdated, user };
  });

  app.put('/approve_user/:id', {
    config: superadmin,
    schema: {
      tags: ['users'],
      summary: 'Approve an account that registered itself',
      params: IdParamsSchema,
      response: { 200: UserMessageSchema, ...errorResponses },
    },
  }, async (request) => {
    const user = await app.users.approve(request.params.id, actorOf(request), (tx, approved) => app.mailer.queueStaffApproved(tx, approved));
    return { message: AUTH_MESSAGES.userApproved, user };
  });

  app.delete('/delete_user/:id', {
    config: superadmin,
    schema: {
      tags: ['users'],
      summary: 'Delete a staff account (not yourself, not the last super admin)',
      params: IdParamsSchema,
      response: { 200: DeletedSchema, ...errorResponses },
    },
  }, async (request) => {
    await app.users.remove(request.params.id, actorOf(request));
    return { message: AUTH_MESSAGES.userDeleted, _id: request.params.id };
  });
};

const passwordResetRoute: FastifyPluginAsyncZod = async (app) => {
  app.post('/reset_user_password/:id', {
    config: superadmin,
    schema: {
      tags: ['users'],
      summary: "Reset a staff member's password: ends their sessions; the temporary password is answered this once",
      params: IdParamsSchema,
      response: { 200: ResetUserPasswordResponseSchema, ...errorResponses },
    },
  }, async (request, reply) => {
    if (request.params.id === currentUser(request)._id) throw new HttpError(409, AUTH_MESSAGES.cannotResetOwnPassword);
    const temporaryPassword = await app.users.resetPassword(request.params.id, generatePassword, actorOf(request));
    await app.sessions.revokeOthers(request.params.id, null);
    // Shown once: no cache, proxy or back button keeps a copy.
    return reply.header('cache-control', 'no-store').send({ temporaryPassword });
  });

  app.post('/reset_two_factor/:id', {
    config: superadmin,
    schema: {
      tags: ['users'],
      summary: "Turn a staff member's second factor off (a lost phone): ends their sessions; recorded in the activity log",
      params: IdParamsSchema,
      response: { 200: MessageSchema, ...errorResponses },
    },
  }, async (request) => {
    await app.users.twoFactor.resetBySuperAdmin(request.params.id, actorOf(request));
    app.sessions.forgetCallers();
    return { message: AUTH_MESSAGES.twoFactorReset };
  });
};

/** Managing staff accounts: the super admin's job alone. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(listAndAddRoutes);
  await app.register(changeRoutes);
  await app.register(passwordResetRoute);
};
