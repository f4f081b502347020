import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { COMMON_MESSAGES } from '@visadesk/contract';

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * index.html for any non-API path so client routes survive a reload. Unknown /api paths get JSON.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, { webDist }: { webDist: string }) => {
    const built = existsSync(path.join(webDist, 'index.html'));
    if (built) {
      await app.register(fastifyStatic, {
        root: webDist,
        index: false,
        wildcard: true,
        preCompressed: true,
        setHeaders(res, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    const sendApp = (reply: FastifyReply) => {
      if (!built) {
        return reply.code(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    };
    app.get('/', (_request, reply) => sendApp(reply));
    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.code(404).send({ message: COMMON_MESSAGES.notFound });
      }
      return sendApp(reply);
    });
  },
  { name: 'web' },
);
