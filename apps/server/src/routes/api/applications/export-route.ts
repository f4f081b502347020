import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApplicationExportQuerySchema } from '@visadesk/contract';
import { actorOf } from './viewer.ts';

/**
 * The list's filters and order as a CSV file, streamed a batch at a time. Any staff member may
 * export what the list shows them, as they may page through it; each export is recorded in the
 * history with who asked, the filters and the count (ADR 032).
 */
export const exportRoute: FastifyPluginAsyncZod = async (app) => {
  app.get('/export', {
    schema: {
      tags: ['applications'],
      summary: "Every application the list's filters match, in its order, as CSV (UTF-8 with a byte-order mark)",
      querystring: ApplicationExportQuerySchema,
      produces: ['text/csv'],
    },
  }, async (request, reply) => {
    const lines = await app.applications.export(request.query, actorOf(request));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="applications-${app.applications.today()}.csv"`)
      // Passport numbers and dates of birth: nothing is kept on a shared computer (ADR 005).
      .header('cache-control', 'private, no-store')
      .send(Readable.from(lines, { objectMode: false }));
  });
};
