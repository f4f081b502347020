import { APPLICATION_MESSAGES, AUTH_MESSAGES, latinDigits, PAGES, readDateOfBirth } from '@visadesk/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSiteNavigate } from '../../../components/layouts/site-link';
import { Alert } from '../../../components/ui/alert';
import { COUNTRY_LIST_ID } from '../../../components/ui/country-list';
import { InputField } from '../../../components/ui/input-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { isApiError, isNoResponseError } from '../../../lib/api-client';
import { findApplications, type EnquiryInput } from '../api/find-applications';
import { holdResults } from '../api/held-results';
import type { EnquiryWords } from '../enquiry-words';
import { NotFoundHelp } from './not-found-help';

type FieldMessages = Partial<Record<keyof EnquiryInput, string>>;

const MISSING: Record<keyof EnquiryInput, string> = {
  passport: APPLICATION_MESSAGES.passport,
  nationality: APPLICATION_MESSAGES.currentNationality,
  dateOfBirth: APPLICATION_MESSAGES.dob,
};

/** The inputs' ids: the form is an island, whose markup follows from its props alone (no useId). */
const FIELD_IDS: Record<keyof EnquiryInput, string> = { passport: 'enquiry-passport', nationality: 'enquiry-nationality', dateOfBirth: 'enquiry-date-of-birth' };

/**
 * All three filled in, each named when it is missing or, for the date of birth, when it is no date
 * (read day first: 17-04-1992). Digits typed in the applicant's own script are read as 0-9 (issue
 * 16). Read from the form itself, without Zod or a form library: the page's whole budget is 60 KB
 * gzip of JavaScript, and Zod alone is 23 KB of it (ADR 016).
 */
function allThreeFilled(form: HTMLFormElement): { input: EnquiryInput; errors: FieldMessages } {
  const data = new FormData(form);
  const input: EnquiryInput = { passport: '', nationality: '', dateOfBirth: '' };
  const errors: FieldMessages = {};
  for (const key of Object.keys(MISSING) as (keyof EnquiryInput)[]) {
    input[key] = latinDigits(String(data.get(key) ?? '').trim());
    if (!input[key]) errors[key] = MISSING[key];
  }
  const dateOfBirth = readDateOfBirth(input.dateOfBirth);
  if (input.dateOfBirth && !dateOfBirth) errors.dateOfBirth = MISSING.dateOfBirth;
  input.dateOfBirth = dateOfBirth ?? '';
  return { input, errors };
}

/** An enquiry the server answered with no application: said the way a refused one is. */
class NothingFound extends Error {}

/** The spec's answers for an enquiry that found nothing or could not be made. */
function failureMessage(error: unknown): string {
  if (isNoResponseError(error)) return AUTH_MESSAGES.noResponse;
  // 429 says how long to wait; 400 (something missing or malformed) finds nothing, like a miss.
  if (isApiError(error) && error.status !== 400) return error.message;
  return APPLICATION_MESSAGES.enquiryNotFound;
}

/** The three inputs; the nationality offers the page's country list (outside the island) and takes any text ("Nepali", "नेपाली", "NP"). */
function EnquiryFields({ words, errors }: { words: EnquiryWords; errors: FieldMessages }) {
  const shown = (key: keyof EnquiryInput) => {
    const message = errors[key];
    return message === undefined ? undefined : (words.messages[message] ?? message);
  };
  const common = (key: keyof EnquiryInput) => ({ id: FIELD_IDS[key], name: key, label: words.labels[key], hint: words.hints[key], error: shown(key) });
  return (
    <>
      <InputField {...common('passport')} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
      <InputField {...common('nationality')} autoComplete="off" list={COUNTRY_LIST_ID} />
      {/* Day first, typed: a date field shows the phone's own order, which may be month first.
          Not `bday`: a browser may fill in its own order, month first, which would be read day first. */}
      <InputField {...common('dateOfBirth')} inputMode="numeric" autoComplete="off" spellCheck={false} />
    </>
  );
}

/** Back from the copy's page may show this page as it was left (the back-forward cache): ready to send again. */
function useReadyAgainOnReturn(setPending: (pending: boolean) => void): void {
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setPending(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [setPending]);
}

/**
 * Passport number, nationality and date of birth. The enquiry is sent once, on Submit, and only
 * when all three are filled in; typing never sends anything. The messages are the Submit's answer,
 * and stay until the next one. What the enquiry found is held for the applicant copy (held-results.ts).
 */
export function EnquiryForm({ words }: { words: EnquiryWords }) {
  const navigate = useSiteNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  useReadyAgainOnReturn(setPending);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const { input, errors: found } = allThreeFilled(event.currentTarget);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      const applications = await findApplications(input);
      if (applications.length === 0) throw new NothingFound();
      holdResults(input, applications);
      // Still pending while the copy's page loads: a second tap would only ask again.
      navigate(PAGES.viewOne);
    } catch (error) {
      setFailure(failureMessage(error));
      setPending(false);
    }
  };

  const clearAll = () => {
    formRef.current?.reset();
    setErrors({});
    setFailure(null);
    document.getElementById(FIELD_IDS.passport)?.focus();
  };

  return (
    // POST, so that even a submit the script never sees keeps the passport number out of the address.
    <form ref={formRef} method="post" onSubmit={(event) => void submit(event)} noValidate aria-busy={pending}>
      {failure && <Alert tone="error">{words.messages[failure] ?? failure}</Alert>}
      {failure === APPLICATION_MESSAGES.enquiryNotFound && <NotFoundHelp check={words.notFoundCheck} contact={words.notFoundContact} />}
      <EnquiryFields words={words} errors={errors} />
      <div className="d-flex flex-wrap gap-2 mt-4">
        <SubmitButton pending={pending} className="btn btn-primary px-4">
          {words.submit}
        </SubmitButton>
        <button type="button" className="btn btn-outline-secondary px-4" onClick={clearAll}>
          {words.clear}
        </button>
      </div>
    </form>
  );
}
