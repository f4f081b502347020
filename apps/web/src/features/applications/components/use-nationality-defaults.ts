import type { UseFormReturn } from 'react-hook-form';
import type { ApplicationFormContext, ApplicationFormOutput, ApplicationFormValues } from './application-form-resolver';
import { useLanguageFromNationality } from './use-language-from-nationality';
import { usePhoneCodeFromNationality } from './use-phone-code-from-nationality';

/** What follows the nationality until staff choose otherwise: the phone's country code and the language for messages. */
export function useNationalityDefaults(form: UseFormReturn<ApplicationFormValues, ApplicationFormContext, ApplicationFormOutput>) {
  usePhoneCodeFromNationality(form);
  useLanguageFromNationality(form);
}
