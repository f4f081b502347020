import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApplicationWithJourneySchema, BulkStageRequestSchema, BulkStageResponseSchema, IdParamsSchema, StageMoveSchema } from '@visadesk/contract';
import { actorOf } from './viewer.ts';
import { writeErrors as errors } from './write-schemas.ts';

/** A worker's journey (ADR 049): a move is appended, never rewritten; moving back is a move too. */
export const stageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/setStage/:id', {
    schema: {
      tags: ['applications'],
      summary: 'Move the application to a stage of its list, on a day (today when left out; never a later one), with an optional note for the desk',
      params: IdParamsSchema, body: StageMoveSchema, response: { 200: ApplicationWithJourneySchema, ...errors },
    },
  }, async (request) => app.applications.setStage(request.params.id, request.body, actorOf(request)));

  app.post('/bulkStage', {
    schema: {
      tags: ['applications'],
      summary: 'One stage for 1 to 100 applications: each moves on its own (its event, history entry and email); what did not move is named with why',
      body: BulkStageRequestSchema, response: { 200: BulkStageResponseSchema, ...errors },
    },
  }, async (request) => {
    const { ids, ...change } = request.body;
    return app.applications.setStageOfMany(ids, change, actorOf(request), request.log);
  });
};
