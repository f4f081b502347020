import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DocumentLabelsAnswerSchema, ErrorResponseSchema, PublicSettingsSchema, SETTINGS_MESSAGES, SettingsSchema, SettingsUpdateSchema, TestEmailResultSchema } from '@visadesk/contract';
import { HttpError } from '../http/http-error.ts';
import { sendTestEmail } from '../mail/test-email.ts';
import { currentUser } from '../staff/auth-plugin.ts';
import { settingsImageRoutes } from './image-routes.ts';
import { stagesRoutes } from '../stages/routes.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/public', {
    config: { access: 'public' },
    schema: { tags: ['settings'], summary: "The consultancy's name and contacts for the public site", response: { 200: PublicSettingsSchema } },
  }, async () => app.settings.getPublic());

  app.get('/documentLabels', {
    schema: {
      tags: ['settings'], summary: 'The checklist of labels for extra documents (any staff member)',
      response: { 200: DocumentLabelsAnswerSchema, 401: ErrorResponseSchema },
    },
  }, async () => ({ documentLabels: (await app.settings.get()).documentLabels.map((label) => label.en) }));

  app.get('/', {
    config: { access: 'superadmin' },
    schema: { tags: ['settings'], summary: 'All settings', response: { 200: SettingsSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema } },
  }, async () => app.settings.get());

  app.put('/', {
    config: { access: 'superadmin' },
    schema: {
      tags: ['settings'], summary: 'Save the settings', body: SettingsUpdateSchema,
      response: { 200: SettingsSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema },
    },
  }, async (request) => {
    // Requiring a second factor one does not have would lock the whole desk out, the owner first.
    if (request.body.requireTwoFactor && !request.twoFactor?.enabled) {
      const message = SETTINGS_MESSAGES.ownSecondFactorFirst;
      throw new HttpError(400, message, { errors: { requireTwoFactor: message } });
    }
    const me = currentUser(request);
    return app.settings.put(request.body, { id: me._id, name: me.name });
  });

  await app.register(settingsImageRoutes);
  await app.register(stagesRoutes);

  app.post('/test-email', {
    config: { access: 'superadmin' },
    schema: {
      tags: ['settings'],
      summary: "Send a test email to the signed-in super admin now and report the mail server's answer",
      response: { 200: TestEmailResultSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 409: ErrorResponseSchema, 502: ErrorResponseSchema },
    },
  }, async (request) => sendTestEmail(app.db, app.mailSender, currentUser(request).email));
};
