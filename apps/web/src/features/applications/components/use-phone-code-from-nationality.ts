import { callingCodeOf } from '@visadesk/contract';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ApplicationFormContext, ApplicationFormOutput, ApplicationFormValues } from './application-form-resolver';

/**
 * The phone's country code follows the nationality (Nepal +977, Bangladesh +880…) until staff choose
 * one themselves. A code already on file is never replaced: it was somebody's choice.
 */
export function usePhoneCodeFromNationality(form: UseFormReturn<ApplicationFormValues, ApplicationFormContext, ApplicationFormOutput>) {
  const nationality = form.watch('currentN');
  useEffect(() => {
    if (form.formState.defaultValues?.phoneCode || form.getFieldState('phoneCode').isDirty) return;
    const code = callingCodeOf(nationality);
    if (code) form.setValue('phoneCode', code);
  }, [form, nationality]);
}
