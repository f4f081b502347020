import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, ErrorResponseSchema, StatementKeySetSchema, VerifyRequestSchema, VerifyResponseSchema } from '@visadesk/contract';

/** A JWK Set's own media type (RFC 7517, section 8.5). */
const JWK_SET_TYPE = 'application/jwk-set+json';
/** The keys change only when the key is rotated, and a retired key stays trusted for a month after. */
const KEYS_MAX_AGE_SECONDS = 3600;

/**
 * The statements' public side (ADR 053): the keys a verifier checks them with, and the check a
 * verifier makes online. Both are public; the statement is read from the body only, never logged.
 */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(API.statementKeys, {
    config: { access: 'public' },
    schema: {
      tags: ['statements'],
      summary: "The agency's public keys for the applicant copies' signed statements: the one signing now first, then the retired ones still trusted",
      response: { 200: StatementKeySetSchema },
    },
  }, async (_request, reply) => {
    // Anyone's verifier may read them, from any site.
    reply
      .type(JWK_SET_TYPE)
      .header('cache-control', `public, max-age=${KEYS_MAX_AGE_SECONDS}`)
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin');
    return app.statements.keySet();
  });

  app.post(API.verify, {
    config: { access: 'public' },
    schema: {
      tags: ['statements'],
      summary: "Checks an applicant copy's signed statement: genuine, and whether its application still has the decision it states",
      body: VerifyRequestSchema,
      response: { 200: VerifyResponseSchema, 400: ErrorResponseSchema },
    },
  }, async (request) => app.statements.check(request.body.statement));
};
