import { useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { isApiError } from './api-client';
import { SERVER_ERROR, serverFieldErrors } from './form-errors';

export interface ContractFormOptions<Input extends FieldValues, Context, Output> {
  /** The contract's schema through zodResolver (with whatever a form checks beside it). */
  resolver: Resolver<Input, Context, Output>;
  /** Left out where the inputs start with what the page already holds (a prerendered form typed into early). */
  defaultValues?: DefaultValues<Input>;
  context?: Context;
  /** Off where the form's first message is read out in a summary instead. */
  shouldFocusError?: boolean;
  /** 'onSubmit' where a field's message stays until the next Submit rather than going as it is typed into. */
  reValidateMode?: 'onChange' | 'onSubmit';
  /** Sends the valid values; what it throws is the form's failure. */
  send: (values: Output) => Promise<void>;
  /** The form's message for a failure. */
  failureMessage: (error: unknown) => string;
  /** Where a failure carries its field messages; a refused call's `errors` unless said otherwise. */
  fieldErrorsOf?: (error: unknown) => Record<string, string> | undefined;
  /**
   * The field a refusal is about (a wrong current password, a wrong code): the server's words
   * are said there, and it gets the focus, instead of the form's message.
   */
  refusedField?: (error: unknown) => Path<Input> | null;
  /** Empties the refused field first: a secret is typed again, not corrected. */
  clearRefusedField?: boolean;
}

export interface ContractForm<Input extends FieldValues, Context, Output> {
  form: UseFormReturn<Input, Context, Output>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** Why the last sending failed, in the form's words; cleared at the next submit. */
  failure: string | null;
  pending: boolean;
  /** Empties the form (to `values`, else its defaults) and forgets the failure. */
  clear: (values?: DefaultValues<Input>) => void;
}

/** react-hook-form reads a key left undefined as "off": only what the form sets is passed on. */
function checkingOptions({ shouldFocusError, reValidateMode }: Pick<ContractFormOptions<FieldValues, unknown, unknown>, 'shouldFocusError' | 'reValidateMode'>) {
  return {
    ...(shouldFocusError === undefined ? {} : { shouldFocusError }),
    ...(reValidateMode === undefined ? {} : { reValidateMode }),
  };
}

/**
 * Every form of the app: react-hook-form with the contract's schema through its resolver; the
 * server's field messages land on the fields they name; `pending` drives the SubmitButton.
 */
export function useContractForm<Input extends FieldValues, Context, Output>(
  options: ContractFormOptions<Input, Context, Output>,
): ContractForm<Input, Context, Output> {
  const { resolver, defaultValues, context, send, failureMessage, refusedField, clearRefusedField } = options;
  const { fieldErrorsOf = serverFieldErrors } = options;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Input, Context, Output>({ resolver, defaultValues, context, ...checkingOptions(options) });
  const { handleSubmit, setError, resetField, getValues } = form;

  const refused = (error: unknown) => {
    const field = refusedField?.(error);
    if (field && isApiError(error)) {
      if (clearRefusedField) resetField(field);
      setError(field, { type: SERVER_ERROR, message: error.body.message }, { shouldFocus: true });
      return;
    }
    setFailure(failureMessage(error));
    const values: Record<string, unknown> = getValues();
    for (const [name, message] of Object.entries(fieldErrorsOf(error) ?? {})) {
      // Paths name nested fields ("socialLinks.facebook"): their first part is the form's.
      if ((name.split('.')[0] ?? '') in values) setError(name as Path<Input>, { type: SERVER_ERROR, message });
    }
  };

  const submit = handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      refused(error);
    }
  });
  const onSubmit = (event?: BaseSyntheticEvent) => {
    setFailure(null);
    return submit(event);
  };

  const clear = (values?: DefaultValues<Input>) => {
    // Kept registered, so a field can take the focus at once (setFocus) after clearing.
    form.reset(values, { keepFieldsRef: true });
    setFailure(null);
  };

  return { form, onSubmit, failure, pending: form.formState.isSubmitting, clear };
}
