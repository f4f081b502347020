import { APPLICATION_MESSAGES, AUTH_MESSAGES, EnquiryFormSchema, PAGES } from '@visadesk/contract';
import type { z } from 'zod';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { InputField } from '../../../components/ui/input-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { isApiError, isNoResponseError } from '../../../lib/api-client';
import { contractResolver, useContractForm } from '../../../lib/use-contract-form';
import { useFindApplicationsMutation } from '../api/find-applications';
import { holdResults } from '../api/held-results';

export const ENQUIRY_LABELS = {
  passport: 'Passport Number',
  nationality: 'Nationality',
  dateOfBirth: 'Date of Birth',
  submit: 'Submit',
  clear: 'Clear',
  login: 'Login',
} as const;

const EMPTY = { passport: '', nationality: '', dateOfBirth: '' };

/** An enquiry the server answered with no application: said the way a refused one is. */
class NothingFound extends Error {}

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
  const [findApplications] = useFindApplicationsMutation();
  const { form, onSubmit, failure, pending, clear } = useContractForm<z.input<typeof EnquiryFormSchema>, unknown, z.output<typeof EnquiryFormSchema>>({
    resolver: contractResolver(EnquiryFormSchema),
    // No defaults: the page arrives prerendered, and what a visitor typed before the app started stays.
    // As the spec's form: the messages are the Submit's answer, and stay until the next one.
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
    send: async (input) => {
      const applications = await findApplications(input).unwrap();
      if (applications.length === 0) throw new NothingFound();
      holdResults(applications);
      await navigate(PAGES.viewOne);
    },
    failureMessage,
  });
  const { register, formState: { errors } } = form;

  const clearAll = () => {
    clear(EMPTY);
    form.setFocus('passport');
  };

  return (
    // POST, so that even a submit the app never sees keeps the passport number out of the address.
    <form method="post" onSubmit={onSubmit} noValidate aria-busy={pending}>
      {failure && <Alert tone="error">{failure}</Alert>}
      <InputField
        label={ENQUIRY_LABELS.passport}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.passport?.message}
        hint="Exactly as printed on the photo page of your passport."
        {...register('passport')}
      />
      <InputField
        label={ENQUIRY_LABELS.nationality}
        autoComplete="off"
        error={errors.nationality?.message}
        hint="For example: Nepali, Indian, Filipino."
        {...register('nationality')}
      />
      <InputField
        label={ENQUIRY_LABELS.dateOfBirth}
        type="date"
        autoComplete="bday"
        max="9999-12-31"
        error={errors.dateOfBirth?.message}
        {...register('dateOfBirth')}
      />
      <div className="d-flex flex-wrap gap-2 mt-4">
        <SubmitButton pending={pending} className="btn btn-primary px-4">
          {ENQUIRY_LABELS.submit}
        </SubmitButton>
        <button type="button" className="btn btn-outline-secondary px-4" onClick={clearAll}>
          {ENQUIRY_LABELS.clear}
        </button>
        <Link className="btn btn-outline-primary px-4 ms-auto" to={PAGES.login}>
          {ENQUIRY_LABELS.login}
        </Link>
      </div>
    </form>
  );
}
