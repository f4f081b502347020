import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMMON_MESSAGES, IdSchema } from '@visadesk/contract';
import { HttpError } from '../../../lib/http-error.ts';

const QuerySchema = z.object({ exp: z.coerce.number().int(), sig: z.string().max(100) });

/** Files are never in a public folder: only a signed, unexpired URL opens one. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/:id', {
    config: { access: 'public' },
    schema: {
      tags: ['files'],
      summary: 'Download a stored file through a signed, expiring URL',
      params: z.object({ id: IdSchema }),
      querystring: QuerySchema,
    },
  }, async (request, reply) => {
    const { id } = request.params;
    const { exp, sig } = request.query;
    if (!app.files.verify(id, exp, sig)) throw new HttpError(403, COMMON_MESSAGES.linkExpired);
    const opened = await app.files.open(id);
    if (!opened) throw new HttpError(404, COMMON_MESSAGES.notFound);
    const maxAge = Math.max(0, exp - Math.floor(Date.now() / 1000));
    const name = opened.file.originalName.replace(/[^\w.-]+/g, '_') || 'file';
    return reply
      .type(opened.file.contentType)
      .header('content-length', opened.file.size)
      .header('cache-control', `private, max-age=${maxAge}, immutable`)
      .header('content-disposition', `inline; filename="${name}"`)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cross-origin-resource-policy', 'same-origin')
      .send(opened.stream);
  });
};
