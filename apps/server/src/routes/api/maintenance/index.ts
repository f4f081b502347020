import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeBackup } from '../../../services/backup.ts';

/** Calls for the command-line tools on the same machine (`npm run backup`). */
export const maintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/backup', {
    config: { access: 'maintenance' },
    schema: { tags: ['maintenance'], summary: 'Stream a consistent backup (loopback and maintenance token only)', hide: true },
  }, async (request, reply) => {
    const stream = new PassThrough();
    writeBackup(app.db, app.storage, stream).catch((err: unknown) => {
      request.log.error({ err }, 'backup failed');
      stream.destroy(err instanceof Error ? err : new Error('backup failed'));
    });
    return reply.type('application/gzip').header('content-disposition', 'attachment; filename="visadesk-backup.jsonl.gz"').send(stream);
  });
};
