import path from 'node:path';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddSliderSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  MB,
  SLIDE_IMAGE_MAX_BYTES,
  SLIDER_MESSAGES as M,
  SliderListSchema,
  SliderSchema,
  UpdateSliderSchema,
} from '@visadesk/contract';
import { HttpError } from '../../../lib/http-error.ts';
import { readMultipart, type UploadedFile } from '../../../lib/uploads.ts';
import { fieldErrors, refuseTooManyPixels } from '../applications/uploads.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const multipart = { consumes: ['multipart/form-data'] };

function slideImage(file: UploadedFile | undefined): UploadedFile {
  if (!file || (file.size === 0 && !file.truncated)) throw new HttpError(400, M.imageRequired, { errors: { image: M.imageRequired } });
  if (file.truncated || file.size > SLIDE_IMAGE_MAX_BYTES) throw new HttpError(400, M.imageTooLarge, { errors: { image: M.imageTooLarge } });
  if (!IMAGE_TYPES.has(file.contentType ?? '')) throw new HttpError(400, M.invalidImageType, { errors: { image: M.invalidImageType } });
  refuseTooManyPixels('image', file);
  return file;
}

/** Home-page slides. Anyone may read the published ones; staff see and change all of them. */
export const slidersRoutes: FastifyPluginAsyncZod = async (app) => {
  const readUpload = (request: Parameters<typeof readMultipart>[0]) =>
    readMultipart(request, {
      textFields: ['thumbnail', 'title', 'status', 'link'],
      fileFields: ['image'],
      tempDir: path.join(app.config.dataDir, 'tmp'),
    });

  app.get('/fetchSlider', {
    config: { access: 'public' },
    schema: { tags: ['sliders'], summary: 'The slides in order (published only, unless staff ask)', response: { 200: SliderListSchema } },
  }, async (request) => app.sliders.list(request.user !== null));

  app.post('/addSlider', {
    bodyLimit: SLIDE_IMAGE_MAX_BYTES + MB,
    schema: { tags: ['sliders'], ...multipart, summary: 'Add a slide: thumbnail, title, status, image', response: { 201: SliderSchema, ...errors } },
  }, async (request, reply) => {
    const body = await readUpload(request);
    try {
      const parsed = AddSliderSchema.safeParse(body.fields);
      if (!parsed.success) throw fieldErrors(parsed.error);
      const slider = await app.sliders.create(parsed.data, slideImage(body.files.get('image')));
      return reply.code(201).send(slider);
    } finally {
      await body.cleanup();
    }
  });

  app.put('/updateSlider/:id', {
    schema: {
      tags: ['sliders'], summary: 'Change a slide (JSON): title, content, status, link, order',
      params: IdParamsSchema, body: UpdateSliderSchema, response: { 200: SliderSchema, ...errors },
    },
  }, async (request) => app.sliders.update(request.params.id, request.body));

  app.put('/updateSliderImage/:id', {
    bodyLimit: SLIDE_IMAGE_MAX_BYTES + MB,
    schema: { tags: ['sliders'], ...multipart, summary: "Replace a slide's image", params: IdParamsSchema, response: { 200: SliderSchema, ...errors } },
  }, async (request) => {
    const body = await readUpload(request);
    try {
      return await app.sliders.replaceImage(request.params.id, slideImage(body.files.get('image')));
    } finally {
      await body.cleanup();
    }
  });

  app.delete('/deleteSlider/:id', {
    schema: {
      tags: ['sliders'], summary: 'Delete a slide; answers its id',
      params: IdParamsSchema, response: { 200: z.object({ _id: z.string(), message: z.string() }), ...errors },
    },
  }, async (request) => {
    await app.sliders.remove(request.params.id);
    return { _id: request.params.id, message: M.deleted };
  });
};
