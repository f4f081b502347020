import { useLingui } from '@lingui/react/macro';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { ZodType } from 'zod';
import { inPageLanguage } from '../../../i18n/contract-texts';
import { requireAllFieldsFirst } from '../../../lib/all-fields-first';
import { contractResolver } from '../../../lib/contract-resolver';
import { useContractForm } from '../../../lib/use-contract-form';
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
  const { i18n } = useLingui();
  const { form, onSubmit, failure, pending } = useContractForm<Values, unknown, Values>({
    resolver: requireAllFieldsFirst(contractResolver(schema)),
    defaultValues,
    send,
    failureMessage: (error) => inPageLanguage(i18n, twoFactorErrorMessage(error)),
    refusedField: (error) => {
      const field = twoFactorFieldOf(error);
      return field && field in defaultValues ? (field as Path<Values>) : null;
    },
  });
  return { register: form.register, errors: form.formState.errors, pending, onSubmit, failure };
}
