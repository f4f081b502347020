import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { APPLICATION_MESSAGES, AUTH_MESSAGES, latinDigits, PAGES, readDateOfBirth, type Language } from '@visadesk/contract';
import type { FieldErrors, Resolver, UseFormRegister } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useInPageLanguage } from '../../../components/layouts/site-link';
import { Alert } from '../../../components/ui/alert';
import { COUNTRY_LIST_ID, CountryList } from '../../../components/ui/country-list';
import { InputField } from '../../../components/ui/input-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { isApiError, isNoResponseError } from '../../../lib/api-client';
import { fieldLabel, inPageLanguage } from '../../../i18n/contract-texts';
import { useContractForm } from '../../../lib/use-contract-form';
import { findApplications, type EnquiryInput } from '../api/find-applications';
import { holdResults } from '../api/held-results';
import { NotFoundHelp } from './not-found-help';

const EMPTY: EnquiryInput = { passport: '', nationality: '', dateOfBirth: '' };

const MISSING: Record<keyof EnquiryInput, string> = {
  passport: APPLICATION_MESSAGES.passport,
  nationality: APPLICATION_MESSAGES.currentNationality,
  dateOfBirth: APPLICATION_MESSAGES.dob,
};

/**
 * All three filled in, each named when it is missing or, for the date of birth, when it is no date
 * (read day first: 17-04-1992). Digits typed in the applicant's own script are read as 0-9 (issue
 * 16). Checked here rather than with a Zod schema: Zod and its resolver would add about 40 KB gzip
 * to the applicants' page (ADR 016).
 */
const allThreeFilled: Resolver<EnquiryInput> = (values) => {
  const input = { ...EMPTY };
  const errors: FieldErrors<EnquiryInput> = {};
  for (const key of Object.keys(MISSING) as (keyof EnquiryInput)[]) {
    input[key] = latinDigits(String(values[key] ?? '').trim());
    if (!input[key]) errors[key] = { type: 'required', message: MISSING[key] };
  }
  const dateOfBirth = readDateOfBirth(input.dateOfBirth);
  if (input.dateOfBirth && !dateOfBirth) errors.dateOfBirth = { type: 'pattern', message: MISSING.dateOfBirth };
  input.dateOfBirth = dateOfBirth ?? '';
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values: input, errors: {} };
};

/** An enquiry the server answered with no application: said the way a refused one is. */
class NothingFound extends Error {}

/** The spec's answers for an enquiry that found nothing or could not be made. */
function failureMessage(error: unknown): string {
  if (isNoResponseError(error)) return AUTH_MESSAGES.noResponse;
  // 429 says how long to wait; 400 (something missing or malformed) finds nothing, like a miss.
  if (isApiError(error) && error.status !== 400) return error.message;
  return APPLICATION_MESSAGES.enquiryNotFound;
}

interface FieldsProps {
  register: UseFormRegister<EnquiryInput>;
  errors: FieldErrors<EnquiryInput>;
}

/** A field's message in the page's language (the spec's messages are kept in English by the form). */
const shown = (i18n: I18n, message: string | undefined) => (message === undefined ? undefined : inPageLanguage(i18n, message));

/** The three inputs; the nationality offers the country picker in the page's language and takes any text ("Nepali", "नेपाली", "NP"). */
function EnquiryFields({ register, errors }: FieldsProps) {
  const { i18n, t } = useLingui();
  return (
    <>
      <InputField
        label={t`Passport Number`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={shown(i18n, errors.passport?.message)}
        hint={t`Exactly as printed on the photo page of your passport.`}
        {...register('passport')}
      />
      <InputField
        label={t`Nationality`}
        autoComplete="off"
        list={COUNTRY_LIST_ID}
        error={shown(i18n, errors.nationality?.message)}
        hint={t`For example: Nepali, Indian, Filipino.`}
        {...register('nationality')}
      />
      <CountryList language={i18n.locale as Language} />
      {/* Day first, typed: a date field shows the phone's own order, which may be month first. */}
      <InputField
        label={fieldLabel(i18n, 'dob')}
        inputMode="numeric"
        // Not `bday`: a browser may fill in its own order, month first, which would be read day first.
        autoComplete="off"
        spellCheck={false}
        error={shown(i18n, errors.dateOfBirth?.message)}
        hint={t`Day, month and year, for example 17-04-1992.`}
        {...register('dateOfBirth')}
      />
    </>
  );
}

/**
 * Passport number, nationality and date of birth. The enquiry is sent once, on Submit, and only
 * when all three are filled in; typing never sends anything.
 */
export function EnquiryForm() {
  const navigate = useNavigate();
  const localised = useInPageLanguage();
  const { form, onSubmit, failure, pending, clear } = useContractForm<EnquiryInput, unknown, EnquiryInput>({
    resolver: allThreeFilled,
    // No defaults: the page arrives prerendered, and what a visitor typed before the app started stays.
    // As the spec's form: the messages are the Submit's answer, and stay until the next one.
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
    send: async (input) => {
      const applications = await findApplications(input);
      if (applications.length === 0) throw new NothingFound();
      holdResults(input, applications);
      await navigate(localised(PAGES.viewOne));
    },
    failureMessage,
  });
  const { register, formState: { errors } } = form;
  const { i18n, t } = useLingui();

  const clearAll = () => {
    clear(EMPTY);
    form.setFocus('passport');
  };

  return (
    // POST, so that even a submit the app never sees keeps the passport number out of the address.
    <form method="post" onSubmit={onSubmit} noValidate aria-busy={pending}>
      {failure && <Alert tone="error">{inPageLanguage(i18n, failure)}</Alert>}
      {failure === APPLICATION_MESSAGES.enquiryNotFound && <NotFoundHelp />}
      <EnquiryFields register={register} errors={errors} />
      <div className="d-flex flex-wrap gap-2 mt-4">
        <SubmitButton pending={pending} className="btn btn-primary px-4">
          {t`Submit`}
        </SubmitButton>
        <button type="button" className="btn btn-outline-secondary px-4" onClick={clearAll}>
          {t`Clear`}
        </button>
      </div>
    </form>
  );
}
