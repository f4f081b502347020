import type { Application } from '@visadesk/contract';
import { useMemo, useState, type FormEvent } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { SubmitButton } from '../../../components/ui/submit-button';
import { isApiError } from '../../../lib/api-client';
import { APPLICANT_SECTIONS } from '../../../components/applicant/applicant-fields';
import {
  applicationFormResolver,
  firstFailedCheck,
  isFormField,
  type ApplicationFormContext,
  type ApplicationFormMode,
  type ApplicationFormOutput,
  type ApplicationFormValues,
} from './application-form-resolver';
import { ApplicantInput } from './applicant-input';
import { PhotoField } from './photo-field';
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

/** The server's field messages (400 validation, 409 duplicates) land on the fields they concern. */
function showServerFieldErrors(error: unknown, setError: UseFormSetError<ApplicationFormValues>) {
  if (!isApiError(error) || !error.body.errors) return;
  for (const [field, message] of Object.entries(error.body.errors)) {
    if (isFormField(field)) setError(field, { type: 'server', message });
  }
}

/** The one applicant form, shared by the add and edit screens. */
export function ApplicationForm(props: ApplicationFormProps) {
  const { mode, defaultValues, submitLabel, save, failureMessage, knownApplications, currentPhoto } = props;
  const resolver = useMemo(() => applicationFormResolver(mode), [mode]);
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationFormValues, ApplicationFormContext, ApplicationFormOutput>({
    resolver,
    defaultValues,
    // Read at every check, so the duplicate list counts once it has arrived.
    context: { known: knownApplications ?? NOTHING_KNOWN },
  });

  const send = handleSubmit(async (values) => {
    setProgress(values.image ? 0 : null);
    try {
      await save(values, setProgress);
    } catch (error) {
      // Nothing is reset: every field, the photo included, keeps what the user entered.
      setFailure(failureMessage(error));
      showServerFieldErrors(error, setError);
    } finally {
      setProgress(null);
    }
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setFailure(null);
    void send(event);
  };

  const message = failure ?? firstFailedCheck(errors);
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-describedby={message ? MESSAGE_ID : undefined}>
      {message && (
        <Alert tone="error" id={MESSAGE_ID}>
          {message}
        </Alert>
      )}
      {APPLICANT_SECTIONS.map((section) => (
        <fieldset key={section.title} className="mb-3">
          <legend className="h6 text-uppercase text-body-secondary">{section.title}</legend>
          <div className="row">
            {section.fields.map((name) => (
              <ApplicantInput key={name} name={name} error={errors[name]?.message} registration={register(name)} />
            ))}
          </div>
        </fieldset>
      ))}
      <fieldset className="mb-3">
        <legend className="h6 text-uppercase text-body-secondary">Photo</legend>
        <PhotoField error={errors.image?.message} registration={register('image')} currentPhoto={currentPhoto} />
      </fieldset>
      {isSubmitting && progress !== null && <ProgressBar value={progress} label="Uploading photo" />}
      <SubmitButton pending={isSubmitting} className="btn btn-primary px-4">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
