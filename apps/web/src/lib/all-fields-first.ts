import { AUTH_MESSAGES } from '@visadesk/contract';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * The spec checks "all fields are required" before anything else; only then does the contract's
 * schema apply (e.g. the password length). Errors keep field order, so the first is the one shown.
 * Shared by sign-in, registration and the staff forms.
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
