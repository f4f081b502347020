import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AcceptUploadSchema,
  DocumentRequestLinkSchema,
  DocumentRequestParamsSchema,
  DocumentRequestsSchema,
  IdParamsSchema,
  ReceivedUploadParamsSchema,
  RefuseUploadSchema,
  RequestDocumentsSchema,
} from '@visadesk/contract';
import { z } from 'zod';
import { actorOf, viewerOf } from '../applications/routes/viewer.ts';
import { writeErrors as errors } from '../applications/routes/write-schemas.ts';

const RevokedSchema = z.object({ _id: z.string(), message: z.string() });

/** Asking the applicant for documents by a link, and reviewing what arrives (ADR 050): staff only. */
export const documentRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/requestDocuments/:id', {
    schema: {
      tags: ['applications'],
      summary: 'Ask the applicant for documents by a link (slots, checklist labels, a message, 1 to 30 days, 7 by default): emailed to them, answered once as `link` (only its hash is kept) with a WhatsApp text',
      params: IdParamsSchema, body: RequestDocumentsSchema, response: { 201: DocumentRequestLinkSchema, ...errors },
    },
  }, async (request, reply) => reply.code(201).send(await app.documentRequests.ask(request.params.id, request.body, actorOf(request))));

  app.get('/documentRequests/:id', {
    schema: {
      tags: ['applications'],
      summary: 'The application’s document requests, newest first, each asked document with its state and the file that arrived; and how many files wait for review',
      params: IdParamsSchema, response: { 200: DocumentRequestsSchema, ...errors },
    },
  }, async (request) => app.documentRequests.list(request.params.id, viewerOf(request)));

  app.delete('/documentRequests/:id/:requestId', {
    schema: {
      tags: ['applications'],
      summary: 'Revoke an open or completed request: its links answer 410 from now on; uploads under way and its unsent link emails are dropped',
      params: DocumentRequestParamsSchema, response: { 200: RevokedSchema, ...errors },
    },
  }, async (request) => app.documentRequests.revoke(request.params.id, request.params.requestId, actorOf(request)));

  app.post('/documentUploads/:id/:uploadId/accept', {
    schema: {
      tags: ['applications'],
      summary: 'Accept a file sent by link into its slot (one that holds a file only with `replace: true`) or as an extra document',
      params: ReceivedUploadParamsSchema, body: AcceptUploadSchema, response: { 200: DocumentRequestsSchema, ...errors },
    },
  }, async (request) => app.documentRequests.accept(request.params.id, request.params.uploadId, request.body.replace, actorOf(request), viewerOf(request)));

  app.post('/documentUploads/:id/:uploadId/refuse', {
    schema: {
      tags: ['applications'],
      summary: 'Refuse a file sent by link with a reason: it is removed, and the applicant is emailed a new link to send it again',
      params: ReceivedUploadParamsSchema, body: RefuseUploadSchema, response: { 200: DocumentRequestsSchema, ...errors },
    },
  }, async (request) => app.documentRequests.refuse(request.params.id, request.params.uploadId, request.body.reason, actorOf(request), viewerOf(request)));
};
