import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  APPLICANT_FIELD_KEYS,
  APPLICATION_MESSAGES as M,
  ApplicationSchema,
  CreateApplicationSchema,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_SLOT_KEYS,
  ErrorResponseSchema,
  IMAGE_MAX_BYTES_ADD,
  MB,
  IdParamsSchema,
  UpdateApplicationSchema,
  type ApplicationStatus,
} from '@visadesk/contract';
import { fieldErrors } from '../../../lib/validation-error.ts';
import { withMultipart, type MultipartBody } from '../../../uploads/multipart.ts';
import { documentsFrom, optionalPhotoForEdit, requirePhotoForAdd } from './upload-rules.ts';
import { actorOf } from './viewer.ts';

const errors = {
  400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema,
  404: ErrorResponseSchema, 409: ErrorResponseSchema, 413: ErrorResponseSchema,
};
const multipart = { consumes: ['multipart/form-data'] };
/** Whole-body bounds: the photo routes take one image, the documents route up to twelve. */
const PHOTO_BODY_LIMIT = IMAGE_MAX_BYTES_ADD + 2 * MB;
const DOCUMENTS_BODY_LIMIT = DOCUMENT_SLOT_KEYS.length * DOCUMENT_MAX_BYTES + 2 * MB;

/** An application's form: its text fields (whatever the route reads of them) and the named files. */
const applicationForm = <T>(request: FastifyRequest, fileFields: readonly string[], work: (body: MultipartBody) => Promise<T>) =>
  withMultipart(request, { textFields: APPLICANT_FIELD_KEYS, fileFields }, work);

export const writeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/addApplication', {
    bodyLimit: PHOTO_BODY_LIMIT,
    schema: {
      tags: ['applications'], ...multipart,
      summary: 'Create an application: the text fields and the photo `image` (JPEG or PNG, 10 MB at most)',
      response: { 201: ApplicationSchema, ...errors },
    },
  }, async (request, reply) =>
    applicationForm(request, ['image'], async ({ fields, files }) => {
      const parsed = CreateApplicationSchema.safeParse(fields);
      if (!parsed.success) throw fieldErrors(parsed.error);
      await app.applications.assertUnique(parsed.data);
      const photo = requirePhotoForAdd(files.get('image'));
      const created = await app.applications.create(parsed.data, photo, actorOf(request));
      return reply.code(201).send(created);
    }));

  app.put('/updateApplication/:id', {
    bodyLimit: PHOTO_BODY_LIMIT,
    schema: {
      tags: ['applications'], ...multipart,
      summary: 'Edit the text fields and optionally replace the photo (JPEG or PNG, 2 MB at most)',
      params: IdParamsSchema,
      response: { 200: ApplicationSchema, ...errors },
    },
  }, async (request) =>
    applicationForm(request, ['image'], async ({ fields, files }) => {
      const parsed = UpdateApplicationSchema.safeParse(fields);
      if (!parsed.success) throw fieldErrors(parsed.error);
      const photo = optionalPhotoForEdit(files.get('image'));
      return app.applications.update(request.params.id, parsed.data, photo, actorOf(request));
    }));

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

  const statusRoutes: [string, ApplicationStatus, string][] = [
    ['/updateApplicationPending/:id', 'pending', 'Set the application to pending (VISA COLLECT DATE becomes today)'],
    ['/updateApplicationApprove/:id', 'approved', 'Approve the application (VISA APPROVE DATE becomes today)'],
    ['/updateApplicationReject/:id', 'rejected', 'Reject the application (clears the approve date)'],
  ];
  for (const [url, status, summary] of statusRoutes) {
    app.put(url, {
      schema: { tags: ['applications'], summary, params: IdParamsSchema, response: { 200: ApplicationSchema, ...errors } },
    }, async (request) => app.applications.setStatus(request.params.id, status, actorOf(request)));
  }

  app.delete('/deleteApplication/:id', {
    schema: {
      tags: ['applications'],
      summary: 'Delete an application and its stored files',
      params: IdParamsSchema,
      response: { 200: z.object({ message: z.string(), _id: z.string() }), ...errors },
    },
  }, async (request) => {
    await app.applications.remove(request.params.id);
    return { message: M.deleted, _id: request.params.id };
  });
};
