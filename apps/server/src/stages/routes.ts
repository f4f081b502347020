import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, StagesAnswerSchema, StagesUpdateSchema } from '@visadesk/contract';
import { currentUser } from '../staff/auth-plugin.ts';

/** The stages of a worker's journey (ADR 049), a part of Settings: `/api/settings/stages`. */
export const stagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/stages', {
    schema: {
      tags: ['settings'], summary: "The stages of a worker's journey, in order, each destination's own list, and how many applications are in each (any staff member)",
      response: { 200: StagesAnswerSchema, 401: ErrorResponseSchema },
    },
  }, async () => app.stages.get());

  app.put('/stages', {
    config: { access: 'superadmin' },
    schema: {
      tags: ['settings'],
      summary: 'Save the stages (a stage applications are in cannot be left out: archive it); a changed number of days moves the due day of the applications in it',
      body: StagesUpdateSchema,
      response: { 200: StagesAnswerSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 409: ErrorResponseSchema },
    },
  }, async (request) => {
    const me = currentUser(request);
    return app.stages.put(request.body, { id: me._id, name: me.name });
  });
};
