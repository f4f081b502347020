import { useLingui } from '@lingui/react/macro';
import { applicantField, type ApplicantFields, type Application } from '@visadesk/contract';
import { useMemo, useState } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { useNationalityDefaults } from './use-nationality-defaults';
import { Alert } from '../../../components/ui/alert';
import { CountryList } from '../../../components/ui/country-list';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { SubmitButton } from '../../../components/ui/submit-button';
import { inPageLanguage, sectionLabel } from '../../../i18n/contract-texts';
import { useContractForm } from '../../../lib/use-contract-form';
import { APPLICANT_SECTIONS } from '../../../components/applicant/applicant-fields';
import {
  applicationFormResolver,
  firstFailedCheck,
  type ApplicationFormContext,
  type ApplicationFormMode,
  type ApplicationFormOutput,
  type ApplicationFormValues,
} from './application-form-resolver';
import { ApplicantInput } from './applicant-input';
import { DemandLinkFields } from './demand-link-fields';
import { PassportWarnings } from './passport-warnings';
import { PhotoField } from './photo-field';
import { CollectDateOnRegistration } from './status-dates-note';
import '../../../styles/applications.css';

const MESSAGE_ID = 'application-form-message';
const NOTHING_KNOWN: readonly Application[] = [];

interface ApplicationFormProps {
  mode: ApplicationFormMode;
  defaultValues: ApplicationFormValues;
  submitLabel: string;
  /** Sends the form; throws to report a failure. Moving on after success is the caller's job. */
  save: (values: ApplicationFormOutput, onUploadProgress: (fraction: number) => void) => Promise<void>;
  failureMessage: (error: unknown) => string;
  /** Applications already on file, for the add form's duplicate check. */
  knownApplications?: readonly Application[] | undefined;
  currentPhoto?: string | undefined;
}

interface SectionInputsProps {
  fields: readonly (keyof ApplicantFields)[];
  form: UseFormReturn<ApplicationFormValues, ApplicationFormContext, ApplicationFormOutput>;
  errors: FieldErrors<ApplicationFormValues>;
  demandStartedWith: string;
}

/** A section's controls, by the kind of each field (the contract's table). */
function SectionInputs({ fields, form, errors, demandStartedWith }: SectionInputsProps) {
  return fields.map((name) => {
    const { kind } = applicantField(name);
    // The demand and its position are chosen together: one pair of linked selects.
    if (kind === 'position') return null;
    if (kind === 'demand') {
      return (
        <DemandLinkFields
          key={name}
          control={form.control}
          demandError={errors.demand?.message}
          positionError={errors.position?.message}
          startedWith={demandStartedWith}
        />
      );
    }
    return <ApplicantInput key={name} name={name} error={errors[name]?.message} registration={form.register(name)} />;
  });
}

/** The one applicant form, shared by the add and edit screens. */
export function ApplicationForm(props: ApplicationFormProps) {
  const { mode, defaultValues, submitLabel, save, failureMessage, knownApplications, currentPhoto } = props;
  const resolver = useMemo(() => applicationFormResolver(mode), [mode]);
  const [progress, setProgress] = useState<number | null>(null);
  // Nothing is reset after a failure: every field, the photo included, keeps what the user entered.
  const { form, onSubmit, failure, pending } = useContractForm<ApplicationFormValues, ApplicationFormContext, ApplicationFormOutput>({
    resolver,
    defaultValues,
    // Read at every check, so the duplicate list counts once it has arrived.
    context: { known: knownApplications ?? NOTHING_KNOWN },
    send: async (values) => {
      setProgress(values.image ? 0 : null);
      try {
        await save(values, setProgress);
      } finally {
        setProgress(null);
      }
    },
    failureMessage,
  });
  const { register, formState: { errors } } = form;
  useNationalityDefaults(form);
  const { i18n, t } = useLingui();

  const message = failure ?? firstFailedCheck(errors);
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-describedby={message ? MESSAGE_ID : undefined}>
      {message && <Alert tone="error" id={MESSAGE_ID}>{inPageLanguage(i18n, message)}</Alert>}
      {APPLICANT_SECTIONS.map((section) => (
        <fieldset key={section.key} className="mb-3">
          <legend className="h6 text-uppercase text-body-secondary">{sectionLabel(i18n, section.key)}</legend>
          <div className="row">
            <SectionInputs fields={section.fields} form={form} errors={errors} demandStartedWith={defaultValues.demand} />
          </div>
          {section.key === 'passport' && <PassportWarnings control={form.control} />}
        </fieldset>
      ))}
      <CountryList />
      <fieldset className="mb-3">
        <legend className="h6 text-uppercase text-body-secondary">{t`Photo`}</legend>
        <PhotoField error={errors.image?.message} registration={register('image')} currentPhoto={currentPhoto} />
      </fieldset>
      {mode === 'add' && <CollectDateOnRegistration />}
      {pending && progress !== null && <ProgressBar value={progress} label={t`Uploading photo`} />}
      <SubmitButton pending={pending} className="btn btn-primary px-4">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
