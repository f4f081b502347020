import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { ZodType } from 'zod';
import { requireAllFieldsFirst } from '../../../lib/all-fields-first';
import { twoFactorErrorMessage, twoFactorFieldOf } from './two-factor-calls';

/**
 * The second-factor forms of the Profile page: blank fields asked for first, then the contract's
 * schema; a refusal about one field is shown at that field (which gets the focus), any other above
 * the form.
 */
export function useTwoFactorForm<Values extends FieldValues>(
  schema: ZodType<Values, Values>,
  defaultValues: DefaultValues<Values>,
  send: (values: Values) => Promise<void>,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<Values, unknown, Values>({
    resolver: requireAllFieldsFirst(zodResolver(schema)),
    defaultValues,
  });
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await send(values);
    } catch (error) {
      const field = twoFactorFieldOf(error);
      const message = twoFactorErrorMessage(error);
      if (field && field in values) setError(field as Path<Values>, { type: 'server', message }, { shouldFocus: true });
      else setFailure(message);
    }
  });
  return { register, errors: formState.errors, pending: formState.isSubmitting, onSubmit, failure };
}
