import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  AddUserSchema,
  IdParamsSchema,
  ResetUserPasswordResponseSchema,
  UpdateUserSchema,
  UserListSchema,
} from '@visadesk/contract';
import { generatePassword } from '../../../lib/first-super-admin.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { addressKey } from '../../../lib/client-address.ts';
import { enforceRateLimit } from '../../../lib/rate-limit.ts';
import { siteOrigin } from '../../../lib/site-origin.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { errorResponses, UserMessageSchema } from './schemas.ts';

const DeletedSchema = z.object({ message: z.string(), _id: z.string() });

const superadmin = { access: 'superadmin' } as const;

const listAndAddRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/get_users', {
    config: superadmin,
    schema: { tags: ['users'], summary: 'All staff accounts', response: { 200: UserListSchema, ...errorResponses } },
  }, async () => app.users.list());

  app.post('/add_user', {
    config: superadmin,
    schema: {
      tags: ['users'],
      summary: 'Create an active staff account',
      body: AddUserSchema,
      response: { 201: UserMessageSchema, ...errorResponses },
    },
  }, async (request, reply) => {
    await enforceRateLimit(app, `add-user:ip:${addressKey(request.ip)}`, app.config.rateLimits.addUserPerIp);
    const user = await app.users.create({ ...request.body, status: 'active' });
    return reply.code(201).send({ message: AUTH_MESSAGES.userAdded, user });
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
    const user = await app.users.update(request.params.id, request.body);
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
    const siteUrl = siteOrigin(app.config.publicUrl, request);
    const user = await app.users.approve(request.params.id, (tx, approved) => app.mailer.queueStaffApproved(tx, approved, siteUrl));
    app.mailer.kick();
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
    await app.users.remove(request.params.id, currentUser(request)._id);
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
    const temporaryPassword = await app.users.resetPassword(request.params.id, generatePassword);
    await app.sessions.revokeOthers(request.params.id, null);
    // Shown once: no cache, proxy or back button keeps a copy.
    return reply.header('cache-control', 'no-store').send({ temporaryPassword });
  });
};

/** Managing staff accounts: the super admin's job alone. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(listAndAddRoutes);
  await app.register(changeRoutes);
  await app.register(passwordResetRoute);
};
