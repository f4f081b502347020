import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { COMMON_MESSAGES } from '@visadesk/contract';
import { HttpError } from './http-error.ts';
import { validationError } from './validation-error.ts';

/** A request the route's schema refused: a field named by its path (`a.b`), the whole body `_`. */
function schemaError(error: { validation: readonly { instancePath: string; message?: string }[] }): HttpError {
  return validationError(error.validation.map((issue) => ({
    field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_',
    message: issue.message ?? COMMON_MESSAGES.validationFailed,
  })));
}

/**
 * The one error handler: `{message}` for every failure, field messages for validation, and no
 * internals for 5xx.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((failure: FastifyError | HttpError, request, reply) => {
      const error = hasZodFastifySchemaValidationErrors(failure) ? schemaError(failure) : failure;
      if (error instanceof HttpError) {
        if (error.headers) reply.headers(error.headers);
        return reply
          .code(error.statusCode)
          .send({ ...error.body, message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message = status === 413 ? COMMON_MESSAGES.payloadTooLarge : error.message;
        return reply.code(status).send({ message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: COMMON_MESSAGES.internalError });
    });
  },
  { name: 'errors' },
);
