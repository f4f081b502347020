import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COMMON_MESSAGES,
  ErrorResponseSchema,
  IdSchema,
  MB,
  SETTINGS_IMAGE_MAX_BYTES,
  SETTINGS_MESSAGES,
  SettingsImageAnswerSchema,
  SettingsImageKindSchema,
} from '@visadesk/contract';
import { HttpError } from '../http/http-error.ts';
import { fieldErrors } from '../http/validation-error.ts';
import { requiredFile, type FileRule } from '../uploads/file-rules.ts';
import { withMultipart } from '../uploads/multipart.ts';

/** A team photo or the logo: checked by its bytes, then decoded and re-encoded (settings/settings.ts). */
const SETTINGS_IMAGE: FileRule = {
  types: new Set(['image/jpeg', 'image/png', 'image/webp']),
  maxBytes: SETTINGS_IMAGE_MAX_BYTES, wrongType: SETTINGS_MESSAGES.imageType, tooLarge: SETTINGS_MESSAGES.imageTooLarge, sizeFirst: true,
};

const ImageFieldsSchema = z.object({ kind: SettingsImageKindSchema }, { error: SETTINGS_MESSAGES.imageKind });

/** The pictures Settings publish on the home page: a team photo or the logo (ADR 040). */
export const settingsImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/images', {
    config: { access: 'superadmin' },
    bodyLimit: SETTINGS_IMAGE_MAX_BYTES + MB,
    schema: {
      tags: ['settings'], consumes: ['multipart/form-data'],
      summary: 'Upload a team photo or the logo (multipart: kind, image); a save of the settings that names it publishes it',
      response: { 201: SettingsImageAnswerSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema },
    },
  }, async (request, reply) =>
    withMultipart(request, { textFields: ['kind'], fileFields: ['image'] }, async ({ fields, files }) => {
      const parsed = ImageFieldsSchema.safeParse(fields);
      if (!parsed.success) throw fieldErrors(parsed.error);
      const image = requiredFile('image', files.get('image'), SETTINGS_IMAGE, SETTINGS_MESSAGES.imageRequired);
      return reply.code(201).send(await app.settings.storeImage(image, parsed.data.kind));
    }));

  app.get('/images/:id', {
    config: { access: 'public' },
    schema: { tags: ['settings'], summary: 'A team photo or the logo the settings publish', params: z.object({ id: IdSchema }) },
  }, async (request, reply) => {
    const opened = await app.settings.openPublicImage(request.params.id);
    if (!opened) throw new HttpError(404, COMMON_MESSAGES.notFound);
    return reply
      .type(opened.file.contentType)
      .header('content-length', opened.file.size)
      // Public pictures, never changed under one id; an hour, so a removed one soon goes.
      .header('cache-control', 'public, max-age=3600')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cross-origin-resource-policy', 'same-origin')
      .send(opened.stream);
  });
};
