import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRoute } from './login-route.ts';
import { invitationRoutes } from './invitation-routes.ts';
import { passwordResetRoutes } from './password-reset-routes.ts';
import { profileRoutes } from './profile-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { staffRoutes } from './staff-routes.ts';
import { twoFactorRoutes } from './two-factor-routes.ts';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(loginRoute);
  await app.register(sessionRoutes);
  await app.register(profileRoutes);
  await app.register(twoFactorRoutes);
  await app.register(staffRoutes);
  await app.register(passwordResetRoutes);
  await app.register(invitationRoutes);
};
