import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  APPLICATION_MESSAGES as M,
  ApplicationSchema,
  DOCUMENT_MAX_BYTES,
  EXTRA_DOCUMENT_FILE_FIELD,
  ExtraDocumentParamsSchema,
  IdParamsSchema,
  MB,
  type LocalText,
} from '@visadesk/contract';
import { HttpError } from '../../http/http-error.ts';
import { withMultipart } from '../../uploads/multipart.ts';
import { extraDocumentFrom } from './upload-rules.ts';
import { actorOf } from './viewer.ts';
import { multipart, writeErrors as errors } from './write-schemas.ts';

/** Whole-body bound: one document and its label. */
const EXTRA_DOCUMENT_BODY_LIMIT = DOCUMENT_MAX_BYTES + MB;

/** The checklist's label whose English is the label sent (matched whatever its case); refused when not on it. */
async function checklistLabel(app: FastifyInstance, sent: string | undefined): Promise<LocalText> {
  const wanted = (sent ?? '').trim().toLowerCase();
  const { documentLabels } = await app.settings.get();
  const label = wanted ? documentLabels.find((l) => l.en.toLowerCase() === wanted) : undefined;
  if (!label) throw new HttpError(400, M.extraDocumentLabel, { errors: { label: M.extraDocumentLabel } });
  return label;
}

/** Documents beyond the twelve slots, labelled from the checklist in Settings (at most 20 an application). */
export const extraDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/addExtraDocument/:id', {
    bodyLimit: EXTRA_DOCUMENT_BODY_LIMIT,
    schema: {
      tags: ['applications'], ...multipart,
      summary: 'Attach an extra document: a `label` from the Settings checklist and one `document` file (JPEG, PNG or PDF, 10 MB at most); 20 at most an application',
      params: IdParamsSchema,
      response: { 201: ApplicationSchema, ...errors },
    },
  }, async (request, reply) => {
    const answer = await withMultipart(request, { textFields: ['label'], fileFields: [EXTRA_DOCUMENT_FILE_FIELD] }, async ({ fields, files }) => {
      const label = await checklistLabel(app, fields.label);
      const upload = extraDocumentFrom(files);
      return app.applications.addExtraDocument(request.params.id, label, upload, actorOf(request));
    });
    return reply.code(201).send(answer);
  });

  app.delete('/deleteExtraDocument/:id/:documentId', {
    schema: {
      tags: ['applications'],
      summary: 'Delete one extra document; the file is removed and the history says so',
      params: ExtraDocumentParamsSchema, response: { 200: ApplicationSchema, ...errors },
    },
  }, async (request) => app.applications.removeExtraDocument(request.params.id, request.params.documentId, actorOf(request)));
};
