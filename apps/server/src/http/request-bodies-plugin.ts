import fp from 'fastify-plugin';
import { COMMON_MESSAGES } from '@visadesk/contract';
import { HttpError } from './http-error.ts';
import { containsNul } from '../lib/nul.ts';

/** JSON bodies as the original client sends them, and no NUL in anything a route reads. */
export const requestBodiesPlugin = fp(
  async (app) => {
    const defaultJson = app.getDefaultJsonParser('error', 'error');
    // Bodiless PUTs (the status calls) may still say application/json; treat them as empty.
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body === '') return done(null, undefined);
      return defaultJson(request, body as string, done);
    });
    // PostgreSQL text cannot hold NUL: a request carrying one is the client's error, not a 500.
    app.addHook('preValidation', async (request) => {
      if (containsNul(request.query) || containsNul(request.body)) throw new HttpError(400, COMMON_MESSAGES.validationFailed);
    });
  },
  { name: 'request-bodies' },
);
