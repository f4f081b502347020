import { ErrorResponseSchema } from '@visadesk/contract';

/** What the routes that change an application may answer besides success. */
export const writeErrors = {
  400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema,
  404: ErrorResponseSchema, 409: ErrorResponseSchema, 413: ErrorResponseSchema,
};

export const multipart = { consumes: ['multipart/form-data'] };
