import type { FastifyRequest } from 'fastify';
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
import { fieldErrors } from '../http/validation-error.ts';
import { requiredFile, type FileRule } from '../uploads/file-rules.ts';
import { withMultipart, type MultipartBody } from '../uploads/multipart.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };
const multipart = { consumes: ['multipart/form-data'] };

/** A slide's image: size checked before type, as the spec orders them. */
const SLIDE_IMAGE: FileRule = {
  types: new Set(['image/jpeg', 'image/png', 'image/webp']),
  maxBytes: SLIDE_IMAGE_MAX_BYTES, wrongType: M.invalidImageType, tooLarge: M.imageTooLarge, sizeFirst: true,
};

const slideImage = ({ files }: MultipartBody) => requiredFile('image', files.get('image'), SLIDE_IMAGE, M.imageRequired);

/** A slide's form: its text fields and its image. */
const slideForm = <T>(request: FastifyRequest, work: (body: MultipartBody) => Promise<T>) =>
  withMultipart(request, { textFields: ['thumbnail', 'title', 'status', 'link'], fileFields: ['image'] }, work);

/** Home-page slides. Anyone may read the published ones; staff see and change all of them. */
export const slidersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/fetchSlider', {
    config: { access: 'public' },
    schema: { tags: ['sliders'], summary: 'The slides in order (published only, unless staff ask)', response: { 200: SliderListSchema } },
  }, async (request) => app.sliders.list(request.user !== null));

  app.post('/addSlider', {
    bodyLimit: SLIDE_IMAGE_MAX_BYTES + MB,
    schema: { tags: ['sliders'], ...multipart, summary: 'Add a slide: thumbnail, title, status, image', response: { 201: SliderSchema, ...errors } },
  }, async (request, reply) =>
    slideForm(request, async (body) => {
      const parsed = AddSliderSchema.safeParse(body.fields);
      if (!parsed.success) throw fieldErrors(parsed.error);
      const slider = await app.sliders.create(parsed.data, slideImage(body));
      return reply.code(201).send(slider);
    }));

  app.put('/updateSlider/:id', {
    schema: {
      tags: ['sliders'], summary: 'Change a slide (JSON): title, content, status, link, order',
      params: IdParamsSchema, body: UpdateSliderSchema, response: { 200: SliderSchema, ...errors },
    },
  }, async (request) => app.sliders.update(request.params.id, request.body));

  app.put('/updateSliderImage/:id', {
    bodyLimit: SLIDE_IMAGE_MAX_BYTES + MB,
    schema: { tags: ['sliders'], ...multipart, summary: "Replace a slide's image", params: IdParamsSchema, response: { 200: SliderSchema, ...errors } },
  }, async (request) =>
    slideForm(request, async (body) => app.sliders.replaceImage(request.params.id, slideImage(body))));

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
