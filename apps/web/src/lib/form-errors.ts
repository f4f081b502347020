import type { FieldErrors } from 'react-hook-form';
import { isApiError } from './api-client';

/** The error type of a message the server gave for a field (as opposed to the form's own checks). */
export const SERVER_ERROR = 'server';

/**
 * The server's field messages: a refused call's `errors`, keyed by the field's path as the form
 * names it ("socialLinks.facebook"). Empty for any other failure.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return (isApiError(error) && error.body.errors) || {};
}

/** The first message of the form's own checks, for a form's single message area. */
export function firstErrorMessage(errors: FieldErrors): string | null {
  for (const error of Object.values(errors)) {
    if (error?.type !== SERVER_ERROR && typeof error?.message === 'string' && error.message) return error.message;
  }
  return null;
}
