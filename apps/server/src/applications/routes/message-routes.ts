import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApplicationMessagesSchema, IdParamsSchema, MessageParamsSchema, OutboxMessageSchema, StaffMessageSchema } from '@visadesk/contract';
import { actorOf } from './viewer.ts';
import { writeErrors as errors } from './write-schemas.ts';

/** The email an application produced: listed with how its sending went, sent again, and written by staff. */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/fetchApplication/:id/messages', {
    schema: {
      tags: ['applications'],
      summary: "The application's email, newest first, each queued, sending, sent or failed (with the reason), whether mail is configured, and the WhatsApp link for its current status",
      params: IdParamsSchema,
      response: { 200: ApplicationMessagesSchema, ...errors },
    },
  }, async (request) => app.mailer.list(request.params.id));

  app.post('/fetchApplication/:id/messages', {
    schema: {
      tags: ['applications'],
      summary: "Write to the applicant: `{ subject, text }` (a subject on one line, at most 150 characters; text at most 5,000, line breaks kept) queued as an email in the applicant's language frame (greeting, contacts, signature) and recorded in the history; 409 when the application has no email address",
      params: IdParamsSchema,
      body: StaffMessageSchema,
      response: { 201: OutboxMessageSchema, ...errors },
    },
  }, async (request, reply) => reply.code(201).send(await app.applications.writeToApplicant(request.params.id, request.body, actorOf(request))));

  app.post('/fetchApplication/:id/messages/:messageId/resend', {
    schema: {
      tags: ['applications'],
      summary: 'Queue one of the application\'s messages again, as a new message',
      params: MessageParamsSchema,
      response: { 201: OutboxMessageSchema, ...errors },
    },
  }, async (request, reply) => reply.code(201).send(await app.mailer.resend(request.params.id, request.params.messageId)));
};
