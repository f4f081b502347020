import type { z } from 'zod';
import { COMMON_MESSAGES } from '@visadesk/contract';
import { HttpError } from './http-error.ts';

export interface FieldIssue {
  field: string;
  message: string;
}

/** A 400 carrying the first failed check as the message and every field's first message. */
export function validationError(issues: readonly FieldIssue[]): HttpError {
  const errors: Record<string, string> = {};
  for (const { field, message } of issues) errors[field] ??= message;
  return new HttpError(400, issues[0]?.message ?? COMMON_MESSAGES.validationFailed, { errors });
}

/** The same for a form a route checks itself against the contract (the multipart ones). */
export function fieldErrors(error: z.ZodError): HttpError {
  return validationError(error.issues.map((issue) => ({ field: String(issue.path[0] ?? '_'), message: issue.message })));
}
