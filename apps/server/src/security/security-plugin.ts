import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers (a CSP with no inline scripts, no framing, nosniff, no referrer, API answers
 * never stored by a cache), cookies and
 * compression. `upgrade-insecure-requests` is left out so the desk works over plain HTTP on a LAN.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    // helmet itself, built once: @fastify/helmet builds it again on every request, re-parsing the
    // CSP each time (3.4% of the server's CPU under an enquiry load, bench/README.md).
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          mediaSrc: ["'self'", 'blob:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
        },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });
    app.addHook('onRequest', (request, reply, done) => {
      securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
    });
    // API answers carry applicants' details, TOTP secrets and recovery codes: no browser or shared
    // cache keeps them (an internet café's disk least of all). Routes that say otherwise keep theirs.
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
    await app.register(cookie);
    await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  },
  { name: 'security' },
);
