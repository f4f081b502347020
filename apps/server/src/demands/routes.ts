import { Readable } from 'node:stream';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CallbackDoneSchema,
  CallbackInputSchema,
  CallbackListQuerySchema,
  CallbackListSchema,
  DEMAND_MESSAGES as M,
  DemandExportQuerySchema,
  DemandInputSchema,
  DemandListQuerySchema,
  DemandListSchema,
  DemandSchema,
  DemandUpdateSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  isLanguage,
  minorDigits,
  type Demand,
  type DemandFilters,
} from '@visadesk/contract';
import { actorOf } from '../applications/routes/viewer.ts';
import { recordExport } from '../applications/application-history.ts';
import { csvFile } from '../lib/csv.ts';

const refusals = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };
const MessageSchema = z.object({ message: z.string() });

export const DEMAND_CSV_HEADER = [
  'Employer', 'Country', 'City', 'Position', 'Quota', 'Linked', 'Monthly Salary', 'Currency', 'Working Hours', 'Food', 'Accommodation', 'Ticket',
  'Contract Years', 'Skills', 'Pre-approval No', 'Pre-approval Date', 'Interview Date', 'Interview Place', 'Closes', 'State',
] as const;

/** An amount in whole units, as spreadsheets read a number (`1400.00`). */
const wholeUnits = (amount: number, currency: string) => (amount / 10 ** minorDigits(currency)).toFixed(minorDigits(currency));

/** One line per position (a demand's own details on each). */
function csvRows(demand: Demand): string[][] {
  return demand.positions.map((p) => [
    demand.employer.name, demand.employer.country, demand.employer.city, p.title, String(p.quota), String(demand.linked[p._id]?.total ?? 0),
    wholeUnits(p.salary.amount, p.salary.currency), p.salary.currency, p.hours, p.food, p.accommodation, p.ticket,
    String(p.contractYears), p.skills, demand.approvalNo, demand.approvalDate, demand.interview.date, demand.interview.place, demand.closes, demand.state,
  ]);
}

const described = (filters: DemandFilters) =>
  [filters.state && `state ${filters.state}`, filters.country && `country ${filters.country}`, filters.search && 'a search'].filter(Boolean).join(', ') || 'all demands';

const EXPORT_BATCH = 200;
const CallbackParamsSchema = IdParamsSchema;

/**
 * Demand letters (ADR 052): staff (the super admin and admins) keep them; anyone may leave a
 * call-back request on an open one's public page.
 */
export const demandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/list', {
    schema: { tags: ['demands'], summary: 'Demands, 10 a page: filters state, country, search; order by sort', querystring: DemandListQuerySchema, response: { 200: DemandListSchema, ...refusals } },
  }, async (request) => app.demands.list(request.query));

  app.get('/export', {
    schema: { tags: ['demands'], summary: 'The demands the filters match as CSV, one line per position (amounts in whole units); recorded in the activity log', querystring: DemandExportQuerySchema, produces: ['text/csv'] },
  }, async (request, reply) => {
    await recordExport(app.db, actorOf(request), `Export of demands (${described(request.query)})`);
    const file = Readable.from(csvFile<number>(DEMAND_CSV_HEADER, async (offset = 0) => {
      const batch = await app.demands.batch(request.query, offset, EXPORT_BATCH);
      return { rows: batch.flatMap(csvRows), next: batch.length === EXPORT_BATCH ? offset + EXPORT_BATCH : undefined };
    }), { objectMode: false });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="demands-${app.applications.today()}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(file);
  });

  app.post('/add', {
    schema: { tags: ['demands'], summary: 'Add a demand with its positions', body: DemandInputSchema, response: { 201: DemandSchema, ...refusals } },
  }, async (request, reply) => reply.code(201).send(await app.demands.add(request.body, actorOf(request))));

  app.put('/update/:id', {
    schema: { tags: ['demands'], summary: 'Change a demand: what the body names is replaced, the rest kept (closing sends { state: "closed" })', params: IdParamsSchema, body: DemandUpdateSchema, response: { 200: DemandSchema, 409: ErrorResponseSchema, ...refusals } },
  }, async (request) => app.demands.update(request.params.id, request.body, actorOf(request)));

  app.delete('/delete/:id', {
    schema: { tags: ['demands'], summary: 'Delete a demand (refused while applications are linked to it)', params: IdParamsSchema, response: { 200: MessageSchema, 409: ErrorResponseSchema, ...refusals } },
  }, async (request) => {
    await app.demands.remove(request.params.id, actorOf(request));
    return { message: M.deleted };
  });

  app.get('/:id', {
    schema: { tags: ['demands'], summary: 'One demand, with the applications linked to each position by status and stage', params: IdParamsSchema, response: { 200: DemandSchema, ...refusals } },
  }, async (request) => app.demands.one(request.params.id));
};

/** The call-back requests: left by anyone on an open vacancy's page, followed up by staff. */
export const callbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/enquiries', {
    schema: { tags: ['demands'], summary: 'Call-back requests, newest first (20 a page): of one demand, open (the default), done or all', querystring: CallbackListQuerySchema, response: { 200: CallbackListSchema, ...refusals } },
  }, async (request) => app.callbacks.list(request.query));

  app.delete('/enquiries/:id', {
    schema: { tags: ['demands'], summary: 'Delete a call-back request', params: CallbackParamsSchema, response: { 200: MessageSchema, ...refusals } },
  }, async (request) => {
    await app.callbacks.remove(request.params.id);
    return { message: M.enquiryDeleted };
  });

  app.put('/enquiries/:id/done', {
    schema: { tags: ['demands'], summary: 'Mark a call-back request as turned into an application', params: CallbackParamsSchema, body: CallbackDoneSchema, response: { 200: MessageSchema, ...refusals } },
  }, async (request) => {
    await app.callbacks.done(request.params.id, request.body.application);
    return { message: M.enquiryDone };
  });

  app.post('/callback/:id', {
    config: { access: 'public' },
    schema: {
      tags: ['demands'], summary: '"Call me back" on an open vacancy: name, phone and position (rate limited per address and phone; 410 once the demand closed)',
      params: IdParamsSchema, body: CallbackInputSchema.extend({ language: z.string().optional() }),
      response: { 201: MessageSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema, 410: ErrorResponseSchema, 429: ErrorResponseSchema },
    },
  }, async (request, reply) => {
    const { language, ...input } = request.body;
    await app.callbacks.leave(request.params.id, input, isLanguage(language) ? language : 'en', request.ip);
    return reply.code(201).send({ message: M.callbackSent });
  });
};
