import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EntryParamsSchema,
  ErrorResponseSchema,
  FeesAnswerSchema,
  FeesUpdateSchema,
  IdParamsSchema,
  LedgerEntryInputSchema,
  LedgerSchema,
  OverCapAnswerSchema,
  ReverseEntrySchema,
} from '@visadesk/contract';
import { actorOf } from '../applications/routes/viewer.ts';
import { writeErrors as errors } from '../applications/routes/write-schemas.ts';
import { currentUser } from '../staff/auth-plugin.ts';

/** A refusal of an entry: the usual answer, or, above the legal cap, one naming the cap, the total and the excess. */
const EntryRefusedSchema = ErrorResponseSchema.extend(OverCapAnswerSchema.partial().shape);

/** The ledger of an application (ADR 051): super admin and admins, like the rest of the application. */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/ledger/:id', {
    schema: {
      tags: ['applications'],
      summary: 'The application’s charges, payments, refunds and reversals in the order recorded, the balance per currency (what the worker owes) and the service fee against the destination’s legal cap',
      params: IdParamsSchema, response: { 200: LedgerSchema, ...errors },
    },
  }, async (request) => app.ledger.read(request.params.id));

  app.post('/ledger/:id', {
    schema: {
      tags: ['applications'],
      summary: 'Record a charge, payment or refund (amount in the currency’s smallest unit); a payment gets the next receipt number of the year. A service fee above the destination’s cap answers 409 naming it until sent again with `confirm: true`',
      params: IdParamsSchema, body: LedgerEntryInputSchema, response: { 201: LedgerSchema, ...errors, 409: EntryRefusedSchema },
    },
  }, async (request, reply) => reply.code(201).send(await app.ledger.add(request.params.id, request.body, actorOf(request))));

  app.post('/ledger/:id/:entryId/reverse', {
    schema: {
      tags: ['applications'],
      summary: 'Reverse one entry with a reason: a new entry naming it (entries are never edited or deleted; a receipt keeps its number)',
      params: EntryParamsSchema, body: ReverseEntrySchema, response: { 201: LedgerSchema, ...errors },
    },
  }, async (request, reply) => reply.code(201).send(await app.ledger.reverse(request.params.id, request.params.entryId, request.body.reason, actorOf(request))));
};

/** The fee labels, the default currency and the legal caps, a part of Settings: `/api/settings/fees`. */
export const feesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/fees', {
    schema: {
      tags: ['settings'], summary: 'The fee labels, the default currency, the service fee’s label and the legal caps by destination (any staff member)',
      response: { 200: FeesAnswerSchema, 401: ErrorResponseSchema },
    },
  }, async () => app.fees.get());

  app.put('/fees', {
    config: { access: 'superadmin' },
    schema: {
      tags: ['settings'], summary: 'Save the fee settings',
      body: FeesUpdateSchema, response: { 200: FeesAnswerSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema },
    },
  }, async (request) => {
    const me = currentUser(request);
    return app.fees.put(request.body, { id: me._id, name: me.name });
  });
};
