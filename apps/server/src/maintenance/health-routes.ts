import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '../db/client.ts';

const HealthSchema = z.object({ status: z.enum(['ok', 'error']), database: z.string() });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', {
    config: { access: 'public' },
    schema: { tags: ['health'], summary: 'Liveness and database check', response: { 200: HealthSchema, 503: HealthSchema } },
  }, async (_request, reply) => {
    try {
      await pingDatabase(app.db);
      return { status: 'ok' as const, database: app.database.driver };
    } catch {
      return reply.code(503).send({ status: 'error' as const, database: app.database.driver });
    }
  });
};
