import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionRoutes } from './session-routes.ts';
import { staffRoutes } from './staff-routes.ts';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sessionRoutes);
  await app.register(staffRoutes);
};
