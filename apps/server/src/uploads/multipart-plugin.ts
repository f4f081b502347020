import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { DOCUMENT_MAX_BYTES, DOCUMENT_SLOT_KEYS } from '@visadesk/contract';

/**
 * The multipart parser, bounded before anything is read: one photo plus twelve documents, each at
 * most 10 MB. Routes read its parts through uploads/multipart.ts, which bounds the whole body too.
 */
export const multipartPlugin = fp(
  async (app) => {
    await app.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1 + DOCUMENT_SLOT_KEYS.length, fields: 60, fieldSize: 4096, parts: 80, headerPairs: 200 },
    });
  },
  { name: 'multipart' },
);
