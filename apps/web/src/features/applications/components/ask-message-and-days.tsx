import { useLingui } from '@lingui/react/macro';
import { DOCUMENT_REQUEST_DAYS, DOCUMENT_REQUEST_MESSAGE_MAX, type RequestDocumentsSchema } from '@visadesk/contract';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { InputField } from '../../../components/ui/input-field';
import { TextAreaField } from '../../../components/ui/text-area-field';

export type AskInput = z.input<typeof RequestDocumentsSchema>;
export type AskOutput = z.output<typeof RequestDocumentsSchema>;
type AskForm = UseFormReturn<AskInput, unknown, AskOutput>;

/** The message for the applicant (its length counted) and the days the link works. */
export function MessageAndDays({ form, said }: { form: AskForm; said: (message: string | undefined) => string | undefined }) {
  const { t } = useLingui();
  const { errors } = form.formState;
  const length = (form.watch('message') ?? '').length;
  const most = DOCUMENT_REQUEST_MESSAGE_MAX;
  return (
    <>
      <TextAreaField
        label={t`Message to the applicant (optional)`}
        rows={3}
        maxLength={most}
        hint={t`${length} of ${most} characters`}
        error={said(errors.message?.message)}
        {...form.register('message')}
      />
      <InputField
        label={t`Days the link works`}
        type="number"
        inputMode="numeric"
        min={DOCUMENT_REQUEST_DAYS.min}
        max={DOCUMENT_REQUEST_DAYS.max}
        className="w-auto"
        error={said(errors.days?.message)}
        {...form.register('days', { valueAsNumber: true })}
      />
    </>
  );
}
