import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API, APPLICATION_MESSAGES, AUTH_MESSAGES, ENQUIRY_LIMIT, PAGES } from '@visadesk/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi, networkFailure } from '../../../testing/http';
import { renderApp } from '../../../testing/render-app';
import { forgetResults } from '../api/held-results';
import { approvedApplicant } from '../testing/applicant';
import { ENQUIRY_LABELS } from './enquiry-form';

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
  it('offers the three fields, Submit, Clear and a Login link', async () => {
    await openEnquiry();
    expect(field(ENQUIRY_LABELS.passport)).toBeInTheDocument();
    expect(field(ENQUIRY_LABELS.nationality)).toBeInTheDocument();
    expect(field(ENQUIRY_LABELS.dateOfBirth)).toHaveAttribute('type', 'date');
    expect(screen.getByRole('button', { name: ENQUIRY_LABELS.clear })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ENQUIRY_LABELS.login })).toHaveAttribute('href', PAGES.login);
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
