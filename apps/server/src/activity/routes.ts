import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ActivityExportQuerySchema, ActivityPageSchema, ActivityRequestSchema, ErrorResponseSchema } from '@visadesk/contract';
import { actorOf } from '../applications/routes/viewer.ts';

const superadmin = { access: 'superadmin' } as const;
const refusals = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };

/**
 * The activity log: everything staff did, read from the application history, for the
 * super admin alone (it names every staff member and what they did). Admins keep each
 * application's own history.
 */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', {
    config: superadmin,
    schema: {
      tags: ['activity'],
      summary: 'One page of what staff did, newest first, by staff member and by day in the consultancy\'s time zone',
      querystring: ActivityRequestSchema,
      response: { 200: ActivityPageSchema, ...refusals },
    },
  }, async (request) => app.activity.page(request.query));

  app.get('/export', {
    config: superadmin,
    schema: {
      tags: ['activity'],
      summary: 'Every entry the filters match, newest first, as CSV (UTF-8 with a byte-order mark), read in one snapshot; the export is recorded too. 429 while the super admin has two exports under way',
      querystring: ActivityExportQuerySchema,
      produces: ['text/csv'],
    },
  }, async (request, reply) => {
    const file = await app.activity.export(request.query, actorOf(request));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="activity-${app.applications.today()}.csv"`)
      // Applicants' names and the staff's reasons: nothing is kept on a shared computer (ADR 005).
      .header('cache-control', 'private, no-store')
      .send(file);
  });
};
