import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApplicationSchema,
  BulkStatusRequestSchema,
  BulkStatusResponseSchema,
  DOCUMENT_MAX_BYTES,
  DocumentParamsSchema,
  DOCUMENT_SLOT_KEYS,
  MB,
  IdParamsSchema,
  StatusChangeSchema,
  type ApplicationStatus,
} from '@visadesk/contract';
import { applicationForm, documentsFrom } from './upload-rules.ts';
import { actorOf } from './viewer.ts';
import { multipart, writeErrors as errors } from './write-schemas.ts';

/** Whole-body bound: the documents route takes up to twelve files. */
const DOCUMENTS_BODY_LIMIT = DOCUMENT_SLOT_KEYS.length * DOCUMENT_MAX_BYTES + 2 * MB;

/** Processing an application: the documents the consultancy obtains, and its status. */
export const processRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put('/updateApplicationAdd/:id', {
    bodyLimit: DOCUMENTS_BODY_LIMIT,
    schema: {
      tags: ['applications'], ...multipart,
      summary: 'Upload documents into any of file1..file12 (JPEG, PNG or PDF, 10 MB at most each)',
      params: IdParamsSchema,
      response: { 200: ApplicationSchema, ...errors },
    },
  }, async (request) =>
    applicationForm(request, DOCUMENT_SLOT_KEYS, async ({ files }) =>
      app.applications.setDocuments(request.params.id, documentsFrom(files), actorOf(request))));

  app.delete('/deleteDocument/:id/:slot', {
    schema: {
      tags: ['applications'],
      summary: 'Delete the document in one of file1..file12 (a wrong upload); the file is removed and the history says so',
      params: DocumentParamsSchema, response: { 200: ApplicationSchema, ...errors },
    },
  }, async (request) => app.applications.removeDocument(request.params.id, request.params.slot, actorOf(request)));

  const statusRoutes: [string, ApplicationStatus, string][] = [
    ['/updateApplicationPending/:id', 'pending', 'Set the application to pending (VISA COLLECT DATE becomes today)'],
    ['/updateApplicationApprove/:id', 'approved', 'Approve the application (VISA APPROVE DATE becomes today)'],
    ['/updateApplicationReject/:id', 'rejected', 'Reject the application (clears the approve date)'],
  ];
  for (const [url, status, summary] of statusRoutes) {
    app.put(url, {
      schema: {
        tags: ['applications'], summary: `${summary}; an optional JSON body { reason } says why`,
        params: IdParamsSchema, body: StatusChangeSchema.nullish(), response: { 200: ApplicationSchema, ...errors },
      },
    }, async (request) => app.applications.setStatus(request.params.id, status, actorOf(request), request.body?.reason ?? ''));
  }

  // Staff, as each of the three routes above: it does what they do, one application at a time.
  app.post('/bulkStatus', {
    schema: {
      tags: ['applications'],
      summary: 'One status, with an optional reason, for 1 to 100 applications: each changes on its own (its history entry, its email); what did not change is named with why',
      body: BulkStatusRequestSchema, response: { 200: BulkStatusResponseSchema, ...errors },
    },
  }, async (request) => app.applications.setStatusOfMany(request.body, actorOf(request), request.log));

};
