import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API, APPLICATION_MESSAGES, AUTH_MESSAGES, ENQUIRY_LIMIT, PAGES } from '@visadesk/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi, networkFailure } from '../../../testing/http';
import { renderApp } from '../../../testing/render-app';
import { forgetResults } from '../api/held-results';
import { approvedApplicant } from '../testing/applicant';
import { ENQUIRY_LABELS, NOT_FOUND_HELP } from '../testing/enquiry-labels';

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: ENQUIRY_LABELS.submit });

async function openEnquiry(answer: () => Response = () => jsonResponse({ applications: [] })) {
  const fetchMock = mockApi({ [`GET ${API.applications.enquiry}`]: answer });
  const view = renderApp(PAGES.enquiry);
  await screen.findByRole('heading', { level: 1, name: 'Check Visa Status' });
  return { ...view, fetchMock, enquiries: () => callsTo(fetchMock, API.applications.enquiry) };
}

async function fillAll(user: ReturnType<typeof renderApp>['user'], passport = 'PA1234567') {
  await user.type(field(ENQUIRY_LABELS.passport), passport);
  await user.type(field(ENQUIRY_LABELS.nationality), 'Nepali');
  fireEvent.change(field(ENQUIRY_LABELS.dateOfBirth), { target: { value: '1992-04-17' } });
}

afterEach(() => forgetResults());

describe('the status enquiry', () => {
  it('offers the three fields, Submit, Clear, and a Login link for staff away from the form', async () => {
    await openEnquiry();
    expect(field(ENQUIRY_LABELS.passport)).toBeInTheDocument();
    expect(field(ENQUIRY_LABELS.nationality)).toBeInTheDocument();
    // Typed day first: a date field would show the phone's order, perhaps month first.
    expect(field(ENQUIRY_LABELS.dateOfBirth)).toHaveAccessibleDescription('Day, month and year, for example 17-04-1992.');
    expect(screen.getByRole('button', { name: ENQUIRY_LABELS.clear })).toBeInTheDocument();
    const login = screen.getByRole('link', { name: ENQUIRY_LABELS.login });
    expect(login).toHaveAttribute('href', PAGES.login);
    // Not beside Submit, where an applicant tapped it by mistake: after the form, for staff.
    expect(submit().closest('form')).not.toContainElement(login);
    expect(login.parentElement).toHaveTextContent("For the agency's staff: Login");
  });

  it('sends nothing while typing, and nothing on Submit until all three are filled', async () => {
    const { user, enquiries } = await openEnquiry();
    await user.type(field(ENQUIRY_LABELS.passport), 'PA1234567');
    await user.type(field(ENQUIRY_LABELS.nationality), 'Nepali');
    expect(enquiries()).toHaveLength(0);

    await user.click(submit());
    expect(screen.getByText(APPLICATION_MESSAGES.dob)).toBeInTheDocument();
    expect(field(ENQUIRY_LABELS.dateOfBirth)).toHaveAttribute('aria-invalid', 'true');
    expect(enquiries()).toHaveLength(0);

    await user.clear(field(ENQUIRY_LABELS.passport));
    await user.type(field(ENQUIRY_LABELS.passport), '   ');
    await user.click(submit());
    expect(screen.getByText(APPLICATION_MESSAGES.passport)).toBeInTheDocument();
    expect(enquiries()).toHaveLength(0);
  });

  it('sends one exact enquiry on Submit and says when nothing matches', async () => {
    const { user, enquiries } = await openEnquiry();
    await fillAll(user, ' PA1234567 ');
    expect(enquiries()).toHaveLength(0);

    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(APPLICATION_MESSAGES.enquiryNotFound);
    expect(enquiries()).toHaveLength(1);
    const query = new URL(enquiries()[0]?.url ?? '', 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      limit: String(ENQUIRY_LIMIT),
      search: 'PA1234567',
      search1: 'Nepali',
      search2: '1992-04-17',
    });
  });

  it('reads the date of birth day first, and says so when it is no date, sending nothing', async () => {
    const { user, enquiries } = await openEnquiry();
    await user.type(field(ENQUIRY_LABELS.passport), 'PA1234567');
    await user.type(field(ENQUIRY_LABELS.nationality), 'Nepali');
    await user.type(field(ENQUIRY_LABELS.dateOfBirth), '31-02-1992');
    await user.click(submit());
    expect(field(ENQUIRY_LABELS.dateOfBirth)).toHaveAccessibleDescription(new RegExp(APPLICATION_MESSAGES.dob));
    expect(enquiries()).toHaveLength(0);

    await user.clear(field(ENQUIRY_LABELS.dateOfBirth));
    await user.type(field(ENQUIRY_LABELS.dateOfBirth), '04/05/1992');
    await user.click(submit());
    await screen.findByRole('alert');
    const query = new URL(enquiries()[0]?.url ?? '', 'http://x').searchParams;
    expect(query.get('search2')).toBe('1992-05-04');
  });

  it('sends digits typed in Devanagari, Bengali or Urdu as 0-9', async () => {
    const { user, enquiries } = await openEnquiry();
    await fillAll(user, 'PA१२३৪৫۶۷');
    await user.click(submit());
    await screen.findByRole('alert');
    const query = new URL(enquiries()[0]?.url ?? '', 'http://x').searchParams;
    expect(query.get('search')).toBe('PA1234567');
  });

  it("says what to check when nothing matches, with the agency's phone and email", async () => {
    const fetchMock = mockApi({
      [`GET ${API.applications.enquiry}`]: () => jsonResponse({ applications: [] }),
      [`GET ${API.publicSettings}`]: () => jsonResponse({ consultancyName: 'Maple Route', phone: '+977 1 4412345', email: 'help@maple.test' }),
    });
    const { user } = renderApp(PAGES.enquiry);
    await screen.findByRole('heading', { level: 1, name: 'Check Visa Status' });
    expect(screen.queryByText(NOT_FOUND_HELP.check)).toBeNull();
    await fillAll(user);
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(APPLICATION_MESSAGES.enquiryNotFound);
    const help = within(screen.getByText(NOT_FOUND_HELP.check).parentElement ?? document.body);
    expect(help.getByText(NOT_FOUND_HELP.contact, { exact: false })).toBeInTheDocument();
    expect(help.getByRole('link', { name: '+977 1 4412345' })).toHaveAttribute('href', 'tel:+97714412345');
    expect(help.getByRole('link', { name: 'help@maple.test' })).toHaveAttribute('href', 'mailto:help@maple.test');
    expect(callsTo(fetchMock, API.publicSettings).length).toBeLessThanOrEqual(1);
  });

  it('offers the countries under Nationality, the six most applicants come from first', async () => {
    await openEnquiry();
    const list = document.getElementById(field(ENQUIRY_LABELS.nationality).getAttribute('list') ?? '');
    const options = [...(list?.querySelectorAll('option') ?? [])].map((option) => option.value);
    expect(options.slice(0, 6)).toEqual(['Nepal', 'Bangladesh', 'India', 'Pakistan', 'Sri Lanka', 'Philippines']);
  });

  it('goes to the applicant copy with what it found', async () => {
    const { user, router } = await openEnquiry(() => jsonResponse({ applications: [approvedApplicant()] }));
    await fillAll(user);
    await user.click(submit());

    expect(await screen.findByRole('heading', { name: 'Application Status: Approved' })).toBeInTheDocument();
    const personal = screen.getByRole('region', { name: 'A. Personal Particulars' });
    expect(within(personal).getByText('National ID').nextElementSibling).toHaveTextContent(/^•••••7788$/);
    expect(router.state.location.pathname).toBe(PAGES.viewOne);
    // Nothing rides along in the history entry, which would survive a reload.
    expect(router.state.location.state).toBeNull();
  });

  it('passes on the rate limit message and a missing answer', async () => {
    let answer = () => jsonResponse({ message: AUTH_MESSAGES.tooManyAttempts }, 429);
    const { user } = await openEnquiry(() => answer());
    await fillAll(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.tooManyAttempts);

    answer = networkFailure;
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.noResponse));
  });

  it('Clear empties the fields and the messages', async () => {
    const { user } = await openEnquiry();
    await fillAll(user);
    await user.click(submit());
    await screen.findByRole('alert');

    await user.click(screen.getByRole('button', { name: ENQUIRY_LABELS.clear }));
    expect(field(ENQUIRY_LABELS.passport)).toHaveValue('');
    expect(field(ENQUIRY_LABELS.nationality)).toHaveValue('');
    expect(field(ENQUIRY_LABELS.dateOfBirth)).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field(ENQUIRY_LABELS.passport)).toHaveFocus();
  });
});
