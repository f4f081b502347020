import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, minorDigits, PaymentsExportQuerySchema, PaymentsPageSchema, PaymentsQuerySchema } from '@visadesk/contract';
import { actorOf } from '../applications/routes/viewer.ts';
import { recordExport } from '../applications/application-history.ts';
import { csvFile } from '../lib/csv.ts';
import { paymentBatches, paymentsPage, PAYMENTS_CSV_HEADER, type PaymentsFilters } from './payments-report.ts';

const superadmin = { access: 'superadmin' } as const;
const refusals = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };

/** How the export names its filters in the activity log. */
const described = (filters: PaymentsFilters) =>
  [filters.from && `from ${filters.from}`, filters.to && `until ${filters.to}`, filters.method && `method ${filters.method}`].filter(Boolean).join(', ') || 'all days';

/** The super admin's payments page and its CSV (ADR 051). */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', {
    config: superadmin,
    schema: {
      tags: ['payments'],
      summary: 'Payments and refunds between two days (newest first, 50 a page), totals per currency, by method, staff member and day, and the balances still open',
      querystring: PaymentsQuerySchema, response: { 200: PaymentsPageSchema, ...refusals },
    },
  }, async (request) => {
    const { page, ...filters } = request.query;
    return paymentsPage(app.db, filters, page);
  });

  app.get('/export', {
    config: superadmin,
    schema: {
      tags: ['payments'],
      summary: 'The payments and refunds the filters match as CSV (UTF-8 with a byte-order mark, amounts in whole units); the export is recorded in the activity log',
      querystring: PaymentsExportQuerySchema, produces: ['text/csv'],
    },
  }, async (request, reply) => {
    await recordExport(app.db, actorOf(request), `Export of payments (${described(request.query)})`);
    const file = Readable.from(csvFile<number>(PAYMENTS_CSV_HEADER, paymentBatches(app.db, request.query, minorDigits)), { objectMode: false });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="payments-${app.applications.today()}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(file);
  });
};
