import { Readable } from 'node:stream';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMMON_MESSAGES, IdSchema } from '@visadesk/contract';
import { HttpError } from '../http/http-error.ts';

const EXTENSIONS: Record<string, string> = { 'application/pdf': '.pdf', 'image/jpeg': '.jpg', 'image/png': '.png', 'image/webp': '.webp' };

const QuerySchema = z.object({
  exp: z.coerce.number().int(),
  /** Staff links only: the session that asked for the link, covered by the signature. */
  sid: IdSchema.optional(),
  sig: z.string().max(100),
});

/**
 * Files are never in a public folder: only a signed, unexpired URL opens one, and a staff link only
 * while the session that asked for it lives (logout, a password change or a revocation ends it).
 */
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
    const { exp, sid, sig } = request.query;
    if (!app.files.verify(id, exp, sig, sid)) throw new HttpError(403, COMMON_MESSAGES.linkExpired);
    if (sid && !(await app.sessions.isLive(sid))) throw new HttpError(403, COMMON_MESSAGES.linkExpired);
    const opened = await app.files.open(id);
    if (!opened) throw new HttpError(404, COMMON_MESSAGES.notFound);
    // Staff see the name the file was uploaded under; an applicant's link says only what it is.
    const name = sid ? opened.file.originalName.replace(/[^\w.-]+/g, '_') || 'file' : `document${EXTENSIONS[opened.file.contentType] ?? ''}`;
    // A HEAD wants the headers only: the bytes are not read (from S3, a whole download each, ADR 054).
    if (request.method === 'HEAD') opened.stream.destroy();
    return reply
      .type(opened.file.contentType)
      .header('content-length', opened.file.size)
      // Passports and visas: nothing is kept on a shared computer, and a dead link stays dead (ADR 005).
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `inline; filename="${name}"`)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cross-origin-resource-policy', 'same-origin')
      .send(request.method === 'HEAD' ? Readable.from([]) : opened.stream);
  });
};
