import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { API, APPLICATION_MESSAGES as M, PAGES, type ApplicantFields } from '@visadesk/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi, networkFailure } from '../../../testing/http';
import { fieldOf, submitButton, VALID_APPLICANT } from '../testing/applicant-form';
import { routeXhrThroughFetch, stubObjectUrls } from '../testing/browser-stubs';
import { noOpenDemands } from '../testing/demands';
import { aFile, aListOf, anApplication, TOO_BIG_FOR_ADD } from '../testing/fixtures';
import { renderDesk } from '../testing/render-desk';
import { todayHere } from '../../../lib/today-here';

type FieldName = keyof ApplicantFields;

const ON_FILE = anApplication({ email: 'taken@example.com', passport: 'T7777777' });
const LIST = `GET ${API.applications.list}`;
const ADD = `POST ${API.applications.add}`;

beforeEach(() => {
  routeXhrThroughFetch();
  stubObjectUrls();
});

async function openForm(routes: Record<string, () => Response | Promise<Response>> = {}) {
  const fetchMock = mockApi({ [LIST]: () => jsonResponse(aListOf([ON_FILE])), ...noOpenDemands(), ...routes });
  const app = renderDesk(PAGES.addUserApplication);
  await screen.findByRole('heading', { level: 1, name: 'Visa Application Form' });
  // The duplicate check uses the list as the server gives it without any query.
  await waitFor(() => expect(callsTo(fetchMock, API.applications.list).map((call) => call.url)).toEqual([API.applications.list]));
  return { ...app, fetchMock };
}

/**
 * Fills fields as applicant-form's fillApplicant does (a change as the browser reports it, a select
 * chosen like a user would), with every field found before the first is filled: each change
 * re-renders the form, after which jsdom finds a label by walking the whole page again, so a whole
 * applicant found field by field took a second, and found at once under a third of that.
 */
async function fillApplicant(user: UserEvent, values: Partial<Record<FieldName, string>>) {
  const fields = (Object.entries(values) as [FieldName, string][]).map(([name, value]) => [fieldOf(name), value] as const);
  for (const [field, value] of fields) {
    if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
    else fireEvent.change(field, { target: { value } });
  }
}

async function expectFirstFailure(user: UserEvent, message: string, field: HTMLElement) {
  await user.click(submitButton());
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
  expect(field).toHaveAttribute('aria-invalid', 'true');
  // A field a worker may not know yet says so under it, read out after its message.
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

/** The original add form's rules: each check with the value that fails it and one that passes. */
const CHECKS: [FieldName, string, string][] = [
  ['surname', M.surnameLength, 'S'.repeat(32)],
  ['givenN', M.givenNameLength, 'X'.repeat(32)],
  ['email', M.invalidEmail, 'meera@example'],
  ['phone', M.invalidPhone, '98-7x'],
  ['nationalId', M.nationalId, 'N'.repeat(101)],
  ['sex', M.sex, ''],
  ['dob', M.dob, ''],
  ['birthCity', M.birthCity, ''],
  ['currentN', M.currentNationality, ''],
  ['identification', M.identification, 'I'.repeat(101)],
  ['company', M.company, 'C'.repeat(101)],
  ['dutyDuration', M.dutyDuration, ''],
  ['jobTitle', M.jobTitle, ''],
  ['salary', M.salary, 'S'.repeat(101)],
  ['passport', M.passport, '#'],
  ['issuedCountry', M.issuedCountry, ''],
];

describe('add application form', () => {
  it('has every field of the spec, a Job Title choice of fourteen and a photo input', async () => {
    await openForm();
    for (const label of ['Surname', 'Given Name', 'Sex', 'Date of Birth', 'Birth City', 'Current Nationality',
      'Visible Identification Marks', 'National ID', 'Company Name', 'Duty Duration', 'Job Title', 'Salary',
      'Passport No', 'Issued Country', 'Phone', 'Email', 'Photo']) {
      expect(screen.getByLabelText(label, { exact: true })).toBeInTheDocument();
    }
    expect(fieldOf('dob')).toHaveAttribute('type', 'date');
    expect(fieldOf('jobTitle').querySelectorAll('option[value]:not([value=""])')).toHaveLength(14);
    expect(screen.getByLabelText('Photo')).toHaveAttribute('accept', 'image/jpeg,image/png');
  });

  it('says which VISA COLLECT DATE the new application gets: today, the day it is registered', async () => {
    await openForm();
    const note = screen.getByText('VISA COLLECT DATE').parentElement;
    expect(note).toHaveTextContent(`VISA COLLECT DATE will be today, ${todayHere()}: the day the application is registered.`);
  });

  it('offers the countries under Current Nationality and Issued Country, the six most applicants come from first', async () => {
    await openForm();
    for (const name of ['currentN', 'issuedCountry'] as const) {
      const list = fieldOf(name).getAttribute('list');
      expect(list, name).toBeTruthy();
      const options = [...(document.getElementById(list ?? '')?.querySelectorAll('option') ?? [])].map((option) => option.value);
      expect(options.slice(0, 6)).toEqual(['Nepal', 'Bangladesh', 'India', 'Pakistan', 'Sri Lanka', 'Philippines']);
      expect(options).toContain('Canada');
    }
  });

  it('checks in the spec order and names the first failure, then duplicates, then the photo', async () => {
    const { user, fetchMock } = await openForm();
    for (const [index, [name, message, failing]] of CHECKS.entries()) {
      // Everything before this check passes; this one fails; everything after is still blank.
      const previous = CHECKS[index - 1]?.[0];
      await fillApplicant(user, { ...(previous && { [previous]: VALID_APPLICANT[previous] }), [name]: failing });
      await expectFirstFailure(user, message, fieldOf(name));
    }
    await fillApplicant(user, { issuedCountry: 'India', email: 'TAKEN@example.com', passport: 't 7777777' });
    await expectFirstFailure(user, M.emailExists, fieldOf('email'));
    await fillApplicant(user, { email: VALID_APPLICANT.email });
    await expectFirstFailure(user, M.passportExists, fieldOf('passport'));
    await fillApplicant(user, { passport: VALID_APPLICANT.passport });
    await expectFirstFailure(user, M.photoRequired, screen.getByLabelText('Photo'));
    await user.upload(screen.getByLabelText('Photo'), aFile('me.jpg', 'image/jpeg', TOO_BIG_FOR_ADD));
    await expectFirstFailure(user, M.imageTooLargeAdd, screen.getByLabelText('Photo'));
    expect(callsTo(fetchMock, API.applications.add)).toHaveLength(0);
  }, 20_000);

  it('marks every failing field, not only the first', async () => {
    const { user } = await openForm();
    await user.click(submitButton());
    await screen.findByRole('alert');
    expect(fieldOf('givenN')).toHaveAccessibleDescription(M.givenNameLength);
    expect(fieldOf('phone')).toHaveAccessibleDescription(M.invalidPhone);
    expect(fieldOf('jobTitle')).toHaveAccessibleDescription(M.jobTitle);
    expect(screen.getByLabelText('Photo')).toHaveAccessibleDescription(M.photoRequired);
  });

  it('sends the applicant and the photo as multipart, shows the upload progress and goes to the list', async () => {
    let answer: (response: Response) => void = () => {};
    const { user, fetchMock, router } = await openForm({
      [ADD]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await fillApplicant(user, VALID_APPLICANT);
    const photo = aFile('me.png', 'image/png');
    await user.upload(screen.getByLabelText('Photo'), photo);
    expect(screen.getByRole('img', { name: 'Photo preview' })).toHaveAttribute('src', 'blob:photo-preview');
    await user.click(submitButton());

    const progress = await screen.findByRole('progressbar', { name: 'Uploading photo' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '50'));
    expect(submitButton()).toBeDisabled();
    const body = callsTo(fetchMock, API.applications.add)[0]?.init.body as FormData;
    expect(body.get('surname')).toBe('Patel');
    expect(body.get('email')).toBe('meera@example.com');
    expect(body.get('passport')).toBe('P1234567');
    // Typed as a nationality ("Indian"), sent as the country's name, as the server saves it.
    expect(body.get('currentN')).toBe('India');
    expect([body.get('phoneCode'), body.get('phone')]).toEqual(['91', '9876543210']);
    expect(body.get('language')).toBe('hi');
    expect(body.get('image')).toBe(photo);

    answer(jsonResponse(anApplication(), 201));
    expect(await screen.findByRole('heading', { level: 1, name: 'Application List' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PAGES.application);
  });

  it.each([
    ['the server explains (409)', () => jsonResponse({ message: M.emailExists, errors: { email: M.emailExists } }, 409), M.addServerMessage(M.emailExists)],
    ['the server fails (500)', () => jsonResponse({ message: 'Something went wrong' }, 500), M.addFailedStatus(500)],
    ['no answer arrives', networkFailure, M.addError],
  ])('reports it when %s and keeps what was typed', async (_case, answer, message) => {
    const { user, router } = await openForm({ [ADD]: answer });
    await fillApplicant(user, VALID_APPLICANT);
    await user.upload(screen.getByLabelText('Photo'), aFile('me.png', 'image/png'));
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe(PAGES.addUserApplication);
    expect(fieldOf('surname')).toHaveValue('Patel');
    expect(fieldOf('jobTitle')).toHaveValue('Cook');
    expect((screen.getByLabelText('Photo') as HTMLInputElement).files).toHaveLength(1);
    expect(submitButton()).toBeEnabled();
  });

  // A number typed with its own code goes with that code chosen (another would be refused).
  it.each([
    ['+977 9841234567', '977'],
    ['984-1234567', '91'],
    ['(01712) 345678', '91'],
  ])('takes the phone %j as people write it, under +%s', async (phone, phoneCode) => {
    const { user, fetchMock } = await openForm({ [ADD]: () => jsonResponse(anApplication(), 201) });
    await fillApplicant(user, { ...VALID_APPLICANT, phoneCode, phone });
    await user.upload(screen.getByLabelText('Photo'), aFile('me.png', 'image/png'));
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { level: 1, name: 'Application List' })).toBeInTheDocument();
    expect(callsTo(fetchMock, API.applications.add)).toHaveLength(1);
  });

  it('fills the country code from the nationality until staff choose one', async () => {
    const { user } = await openForm();
    expect(fieldOf('phoneCode')).toHaveValue('');
    await fillApplicant(user, { currentN: 'Bangladeshi' });
    await waitFor(() => expect(fieldOf('phoneCode')).toHaveValue('880'));
    expect(fieldOf('phoneCode')).toHaveDisplayValue('+880 Bangladesh');
    await fillApplicant(user, { currentN: 'Nepal' });
    await waitFor(() => expect(fieldOf('phoneCode')).toHaveValue('977'));
    await fillApplicant(user, { phoneCode: '91' });
    await fillApplicant(user, { currentN: 'Pakistani' });
    expect(fieldOf('phoneCode')).toHaveValue('91');
  });

  it('offers the six languages for messages by their own names, and follows the nationality until staff choose one', async () => {
    const { user } = await openForm();
    const language = fieldOf('language');
    expect([...language.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Select language', 'English', 'Français', 'हिन्दी', 'বাংলা', 'नेपाली', 'اردو',
    ]);
    expect(language.querySelector('option[value="ur"]')).toHaveAttribute('lang', 'ur');
    expect(language).toHaveValue('');
    await fillApplicant(user, { currentN: 'Indian' });
    await waitFor(() => expect(language).toHaveDisplayValue('हिन्दी'));
    await fillApplicant(user, { currentN: 'Pakistani' });
    await waitFor(() => expect(language).toHaveDisplayValue('اردو'));
    await fillApplicant(user, { currentN: 'Canada' });
    await waitFor(() => expect(language).toHaveDisplayValue('English'));
    await fillApplicant(user, { language: 'fr' });
    await fillApplicant(user, { currentN: 'Nepali' });
    expect(language).toHaveDisplayValue('Français');
  });

  it('sends the language staff chose over the nationality\'s', async () => {
    const { user, fetchMock } = await openForm({ [ADD]: () => jsonResponse(anApplication(), 201) });
    await fillApplicant(user, { ...VALID_APPLICANT, language: 'en' });
    await user.upload(screen.getByLabelText('Photo'), aFile('me.png', 'image/png'));
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Application List' })).toBeInTheDocument();
    expect((callsTo(fetchMock, API.applications.add)[0]?.init.body as FormData).get('language')).toBe('en');
  });

  it('refuses a phone that does not fit the chosen country code, before sending anything', async () => {
    const { user, fetchMock } = await openForm();
    await fillApplicant(user, { ...VALID_APPLICANT, phoneCode: '977', phone: '98765' });
    await user.upload(screen.getByLabelText('Photo'), aFile('me.png', 'image/png'));
    await expectFirstFailure(user, M.phoneForCode, fieldOf('phone'));
    expect(callsTo(fetchMock, API.applications.add)).toHaveLength(0);
  });

  it("shows the server's duplicate message on the field", async () => {
    const { user } = await openForm({
      [ADD]: () => jsonResponse({ message: M.passportExists, errors: { passport: M.passportExists } }, 409),
    });
    await fillApplicant(user, VALID_APPLICANT);
    await user.upload(screen.getByLabelText('Photo'), aFile('me.png', 'image/png'));
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(M.addServerMessage(M.passportExists));
    expect(fieldOf('passport')).toHaveAccessibleDescription(M.passportExists);
  });
});
