import { APPLICATION_MESSAGES, AUTH_MESSAGES, PAGES } from '@visadesk/contract';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { InputField } from '../../../components/ui/input-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { isApiError, isNoResponseError } from '../../../lib/api-client';
import { findApplications, type EnquiryInput } from '../api/find-applications';
import { holdResults } from '../api/held-results';

type FieldErrors = Partial<Record<keyof EnquiryInput, string>>;

export const ENQUIRY_LABELS = {
  passport: 'Passport Number',
  nationality: 'Nationality',
  dateOfBirth: 'Date of Birth',
  submit: 'Submit',
  clear: 'Clear',
  login: 'Login',
} as const;

const MISSING: Record<keyof EnquiryInput, string> = {
  passport: APPLICATION_MESSAGES.passport,
  nationality: APPLICATION_MESSAGES.currentNationality,
  dateOfBirth: APPLICATION_MESSAGES.dob,
};

function readForm(form: HTMLFormElement): EnquiryInput {
  const data = new FormData(form);
  const value = (name: keyof EnquiryInput) => String(data.get(name) ?? '').trim();
  return { passport: value('passport'), nationality: value('nationality'), dateOfBirth: value('dateOfBirth') };
}

function missingFields(input: EnquiryInput): FieldErrors {
  const errors: FieldErrors = {};
  for (const key of Object.keys(MISSING) as (keyof EnquiryInput)[]) {
    if (!input[key]) errors[key] = MISSING[key];
  }
  return errors;
}

/** The spec's answers for an enquiry that found nothing or could not be made. */
function failureMessage(error: unknown): string {
  if (isNoResponseError(error)) return AUTH_MESSAGES.noResponse;
  // 429 says how long to wait; 400 (something missing or malformed) finds nothing, like a miss.
  if (isApiError(error) && error.status !== 400) return error.message;
  return APPLICATION_MESSAGES.enquiryNotFound;
}

/**
 * Passport number, nationality and date of birth. The enquiry is sent once, on Submit, and only
 * when all three are filled in; typing never sends anything.
 */
export function EnquiryForm() {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const passportRef = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const input = readForm(event.currentTarget);
    const missing = missingFields(input);
    setErrors(missing);
    setMessage(null);
    if (Object.keys(missing).length > 0) return;

    setPending(true);
    try {
      const applications = await findApplications(input);
      if (applications.length === 0) {
        setMessage(APPLICATION_MESSAGES.enquiryNotFound);
        return;
      }
      holdResults(applications);
      await navigate(PAGES.viewOne);
    } catch (error) {
      setMessage(failureMessage(error));
    } finally {
      setPending(false);
    }
  };

  const clear = () => {
    formRef.current?.reset();
    setErrors({});
    setMessage(null);
    passportRef.current?.focus();
  };

  return (
    // POST, so that even a submit the app never sees keeps the passport number out of the address.
    <form ref={formRef} method="post" onSubmit={onSubmit} noValidate aria-busy={pending}>
      {message && <Alert tone="error">{message}</Alert>}
      <InputField
        ref={passportRef}
        label={ENQUIRY_LABELS.passport}
        name="passport"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.passport}
        hint="Exactly as printed on the photo page of your passport."
      />
      <InputField
        label={ENQUIRY_LABELS.nationality}
        name="nationality"
        autoComplete="off"
        error={errors.nationality}
        hint="For example: Nepali, Indian, Filipino."
      />
      <InputField
        label={ENQUIRY_LABELS.dateOfBirth}
        name="dateOfBirth"
        type="date"
        autoComplete="bday"
        max="9999-12-31"
        error={errors.dateOfBirth}
      />
      <div className="d-flex flex-wrap gap-2 mt-4">
        <SubmitButton pending={pending} className="btn btn-primary px-4">
          {ENQUIRY_LABELS.submit}
        </SubmitButton>
        <button type="button" className="btn btn-outline-secondary px-4" onClick={clear}>
          {ENQUIRY_LABELS.clear}
        </button>
        <Link className="btn btn-outline-primary px-4 ms-auto" to={PAGES.login}>
          {ENQUIRY_LABELS.login}
        </Link>
      </div>
    </form>
  );
}
