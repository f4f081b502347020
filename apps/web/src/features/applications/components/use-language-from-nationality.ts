import { languageOfNationality } from '@visadesk/contract';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ApplicationFormContext, ApplicationFormOutput, ApplicationFormValues } from './application-form-resolver';

/**
 * The language of the applicant's messages follows the nationality (India हिन्दी, Pakistan اردو, France
 * Français…, English otherwise) until staff choose one themselves. The language on file is never
 * replaced: it was somebody's choice, or the one the applicant has been written to in.
 */
export function useLanguageFromNationality(form: UseFormReturn<ApplicationFormValues, ApplicationFormContext, ApplicationFormOutput>) {
  const nationality = form.watch('currentN');
  useEffect(() => {
    if (form.formState.defaultValues?.language || form.getFieldState('language').isDirty) return;
    if (nationality.trim()) form.setValue('language', languageOfNationality(nationality));
  }, [form, nationality]);
}
