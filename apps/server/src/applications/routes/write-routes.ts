import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  APPLICATION_MESSAGES as M,
  ApplicationSchema,
  CreateApplicationSchema,
  IMAGE_MAX_BYTES_ADD,
  MB,
  IdParamsSchema,
  KEPT_UNLESS_NAMED,
  UpdateApplicationSchema,
} from '@visadesk/contract';
import { fieldErrors } from '../../http/validation-error.ts';
import { namesPhoneCode, noteNamedCode } from './phone-format.ts';
import { applicationForm, optionalPhotoForEdit, requirePhotoForAdd } from './upload-rules.ts';
import { actorOf } from './viewer.ts';
import { multipart, writeErrors as errors } from './write-schemas.ts';

/** Whole-body bound: the photo routes take one image. */
const PHOTO_BODY_LIMIT = IMAGE_MAX_BYTES_ADD + 2 * MB;

/** An application itself: added with its photo, edited, deleted. */
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
      noteNamedCode(request, fields);
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
      noteNamedCode(request, fields);
      const named = {
        phoneCode: namesPhoneCode(fields),
        ...Object.fromEntries(KEPT_UNLESS_NAMED.map((key) => [key, fields[key] !== undefined])),
      };
      return app.applications.update(request.params.id, parsed.data, photo, actorOf(request), named);
    }));

  app.delete('/deleteApplication/:id', {
    schema: {
      tags: ['applications'],
      summary: 'Delete an application and its stored files',
      params: IdParamsSchema,
      response: { 200: z.object({ message: z.string(), _id: z.string() }), ...errors },
    },
  }, async (request) => {
    await app.applications.remove(request.params.id, actorOf(request));
    return { message: M.deleted, _id: request.params.id };
  });
};
