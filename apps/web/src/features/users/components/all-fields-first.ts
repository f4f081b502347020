import { AUTH_MESSAGES } from '@visadesk/contract';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * As on the register page: 'All fields are required' comes before any other rule, then the
 * contract's schema applies. (Features do not share code, so this mirrors the auth feature's.)
 */
export function requireAllFieldsFirst<Input extends FieldValues, Context, Output>(
  validate: Resolver<Input, Context, Output>,
): Resolver<Input, Context, Output> {
  return async (values, context, options) => {
    const blank = Object.keys(values).find((field) => String(values[field] ?? '').trim() === '');
    if (blank === undefined) return validate(values, context, options);
    const errors = { [blank]: { type: 'required', message: AUTH_MESSAGES.allFieldsRequired } };
    return { values: {}, errors: errors as FieldErrors<Input> };
  };
}

/** The first field error's message, for the form's single message area. */
export function firstErrorMessage(errors: FieldErrors): string | null {
  for (const error of Object.values(errors)) {
    if (typeof error?.message === 'string' && error.message) return error.message;
  }
  return null;
}
