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
    // Not awaited: the reply streams while the backup is written. writeBackup ends the stream
    // with its error (the client then sees a cut-off body) and its rejection is handled here.
    writeBackup(app.db, app.storage, stream).then(
      (report) => {
        if (report.missing.length) request.log.warn({ missing: report.missing }, 'backup written without the bytes of missing stored files');
      },
      (err: unknown) => request.log.error({ err }, 'backup failed'),
    );
    return reply.type('application/gzip').header('content-disposition', 'attachment; filename="visadesk-backup.jsonl.gz"').send(stream);
  });
};
