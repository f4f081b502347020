import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES, AddUserSchema, IdParamsSchema, UpdateUserSchema, UserListSchema } from '@visadesk/contract';
import { addressKey } from '../../../lib/client-address.ts';
import { enforceRateLimit } from '../../../lib/rate-limit.ts';
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
      summary: "Change a staff member's name and email",
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
    const user = await app.users.approve(request.params.id);
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

/** Managing staff accounts: the super admin's job alone. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(listAndAddRoutes);
  await app.register(changeRoutes);
};
