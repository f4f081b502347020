import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApplicationExportRequestSchema, type ExportFormat } from '@visadesk/contract';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx.ts';
import { actorOf } from './viewer.ts';

const CONTENT_TYPES: Record<ExportFormat, string> = { csv: 'text/csv; charset=utf-8', xlsx: XLSX_CONTENT_TYPE };

/**
 * The list's filters and order as a CSV file or an Excel workbook (`format=xlsx`), streamed a batch
 * at a time. Any staff member may export what the list shows them, as they may page through it; each
 * export is recorded in the history with who asked, the filters and the count (ADR 032, 036). The
 * file is read in one snapshot, and a staff member has at most two under way (ADR 042).
 */
export const exportRoute: FastifyPluginAsyncZod = async (app) => {
  app.get('/export', {
    schema: {
      tags: ['applications'],
      summary: "Every application the list's filters match, in its order: CSV (UTF-8 with a byte-order mark, the default) or, with format=xlsx, an Excel workbook (text cells for passports, phones and ids, real dates, the header frozen and filtered), read in one snapshot. 429 while the staff member has two exports under way",
      querystring: ApplicationExportRequestSchema,
      produces: ['text/csv', XLSX_CONTENT_TYPE],
    },
  }, async (request, reply) => {
    const { format, ...filters } = request.query;
    const file = await app.applications.export(filters, actorOf(request), format);
    return reply
      .type(CONTENT_TYPES[format])
      .header('content-disposition', `attachment; filename="applications-${app.applications.today()}.${format}"`)
      // Passport numbers and dates of birth: nothing is kept on a shared computer (ADR 005).
      .header('cache-control', 'private, no-store')
      .send(file);
  });
};
