import type { DefaultValues, FieldValues, UseFormRegister } from 'react-hook-form';
import type { ZodType } from 'zod';
import { requireAllFieldsFirst } from './all-fields-first';
import { firstErrorMessage } from './form-errors';
import { contractResolver } from './contract-resolver';
import { useContractForm } from './use-contract-form';

interface MessageFormOptions<Input extends FieldValues, Output> {
  /** The contract's schema; "all fields are required" is checked before it. */
  schema: ZodType<Output, Input>;
  /** Left out where a prerendered form may be typed into before the app starts: what was typed stays. */
  defaultValues?: DefaultValues<Input>;
  /** Sends the valid values; what it throws becomes the form's message. */
  send: (values: Output) => Promise<unknown>;
  failureMessage: (error: unknown) => string;
}

export interface MessageForm<Input extends FieldValues> {
  register: UseFormRegister<Input>;
  invalid: (field: keyof Input & string) => boolean;
  pending: boolean;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** The one message the form shows: the first field error, else why sending failed. */
  message: string | null;
}

/**
 * The spec's sign-in, registration and staff forms show a single message above their fields: the
 * first missing or invalid field, or the server's refusal. This is that behaviour, once.
 */
export function useMessageForm<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  send,
  failureMessage,
}: MessageFormOptions<Input, Output>): MessageForm<Input> {
  const { form, onSubmit, failure, pending } = useContractForm<Input, unknown, Output>({
    resolver: requireAllFieldsFirst(contractResolver(schema)),
    defaultValues,
    send: async (values) => {
      await send(values);
    },
    failureMessage,
  });
  const { errors } = form.formState;

  return {
    register: form.register,
    invalid: (field) => Boolean(errors[field]),
    pending,
    onSubmit,
    message: firstErrorMessage(errors) ?? failure,
  };
}
