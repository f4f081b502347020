import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { API, APPLICATION_MESSAGES, PAGES } from '@visadesk/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, mockApi } from '../../../testing/http';
import { renderApp } from '../../../testing/render-app';
import { COPY_LIFETIME_MS, forgetResults, holdResults } from '../api/held-results';
import { COPY_MESSAGES } from '../components/copy-notices';
import { ENQUIRY_LABELS } from '../testing/enquiry-labels';
import { ENQUIRY, approvedApplicant } from '../testing/applicant';
import { inEnglish } from '../../../testing/test-i18n';

const MINUTE = 60_000;
const status = () => screen.findByRole('heading', { level: 2, name: 'Application Status: Approved' });

/** A copy whose photo and job letter are signed until `exp` (seconds), as the server signs them. */
function copyWithLinks(exp: number, tag: string) {
  const url = (name: string) => `/api/files/${name}-${tag}?exp=${exp}&sig=s`;
  return approvedApplicant({
    image: url('photo'),
    file1: url('letter'),
    file9: '',
    documents: { file1: { url: url('letter'), contentType: 'application/pdf' } },
  });
}

afterEach(() => {
  vi.useRealTimers();
  forgetResults();
  localStorage.clear();
});

describe('the applicant copy kept in this tab', () => {
  it('survives a reload: kept in session storage, never in local storage or history state', async () => {
    mockApi({ [`GET ${API.applications.enquiry}`]: () => jsonResponse({ applications: [approvedApplicant()] }) });
    const { user, router } = renderApp(PAGES.enquiry);
    await user.type(await screen.findByLabelText(ENQUIRY_LABELS.passport), ENQUIRY.passport);
    await user.type(screen.getByLabelText(ENQUIRY_LABELS.nationality), ENQUIRY.nationality);
    fireEvent.change(screen.getByLabelText(ENQUIRY_LABELS.dateOfBirth), { target: { value: ENQUIRY.dateOfBirth } });
    await user.click(screen.getByRole('button', { name: ENQUIRY_LABELS.submit }));
    await status();
    expect(router.state.location.state).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(1);

    cleanup();
    renderApp(PAGES.viewOne);
    expect(await status()).toBeInTheDocument();
  });

  it('forgets the copy at once on "Forget this copy", leaving the session storage empty', async () => {
    mockApi({});
    holdResults(ENQUIRY, [approvedApplicant()]);
    const { user } = renderApp(PAGES.viewOne);
    await user.click(await screen.findByRole('button', { name: 'Forget this copy' }));

    expect(screen.getByRole('status')).toHaveTextContent(inEnglish(COPY_MESSAGES.forgotten));
    expect(screen.queryByRole('heading', { name: /Application Status/ })).toBeNull();
    expect(sessionStorage.length).toBe(0);
    cleanup();
    renderApp(PAGES.viewOne);
    expect(await screen.findByText(APPLICATION_MESSAGES.noApplicationData)).toBeInTheDocument();
  });

  it('says the copy has expired once it has been shown for 30 minutes, with a link back to the enquiry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({});
    holdResults(ENQUIRY, [approvedApplicant()]);
    renderApp(PAGES.viewOne);
    await status();

    await act(() => vi.advanceTimersByTimeAsync(COPY_LIFETIME_MS - MINUTE));
    expect(screen.getByRole('heading', { name: 'Application Status: Approved' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(MINUTE));
    expect(await screen.findByRole('status')).toHaveTextContent(inEnglish(COPY_MESSAGES.expired));
    expect(screen.queryByRole('heading', { name: /Application Status/ })).toBeNull();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Check your application status' })).toHaveAttribute('href', PAGES.enquiry);
    expect(sessionStorage.length).toBe(0);
  });

  it('hides the copy when the page is seen again after sleeping past its 30 minutes (timers stop while it sleeps)', async () => {
    mockApi({});
    holdResults(ENQUIRY, [approvedApplicant()]);
    renderApp(PAGES.viewOne);
    await status();
    // The clock moves on while no timer runs: a closed laptop, a tab in the back/forward cache.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + COPY_LIFETIME_MS + MINUTE });
    act(() => {
      window.dispatchEvent(new Event('pageshow'));
    });
    expect(await screen.findByText(inEnglish(COPY_MESSAGES.expired))).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Application Status/ })).toBeNull();
  });

  it('shows a copy found more than 30 minutes ago as expired', async () => {
    mockApi({});
    holdResults(ENQUIRY, [approvedApplicant()], Date.now() - COPY_LIFETIME_MS - MINUTE);
    renderApp(PAGES.viewOne);
    expect(await screen.findByText(inEnglish(COPY_MESSAGES.expired))).toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });

  it('says when the file links have expired and fetches fresh ones with what was typed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const exp = Math.floor(Date.now() / 1000) + 15 * 60;
    const fetchMock = mockApi({
      [`GET ${API.applications.enquiry}`]: () => jsonResponse({ applications: [copyWithLinks(exp + 3600, 'fresh')] }),
    });
    holdResults(ENQUIRY, [copyWithLinks(exp, 'old')]);
    const { user } = renderApp(PAGES.viewOne);
    await status();
    expect(screen.queryByText(inEnglish(COPY_MESSAGES.linksExpired))).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(15 * MINUTE + 1000));
    expect(screen.getByText(inEnglish(COPY_MESSAGES.linksExpired))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh the links' }));

    expect(await screen.findByRole('link', { name: /Job Letter 1 \(PDF\)/ })).toHaveAttribute('href', expect.stringContaining('letter-fresh'));
    expect(screen.queryByText(inEnglish(COPY_MESSAGES.linksExpired))).toBeNull();
    const sent = new URL(callsTo(fetchMock, API.applications.enquiry)[0]?.url ?? '', 'http://test.invalid').searchParams;
    expect([sent.get('search'), sent.get('search1'), sent.get('search2')]).toEqual([ENQUIRY.passport, ENQUIRY.nationality, ENQUIRY.dateOfBirth]);
    // The copy still ends 30 minutes after it was first found.
    await act(() => vi.advanceTimersByTimeAsync(COPY_LIFETIME_MS - 15 * MINUTE));
    expect(await screen.findByText(inEnglish(COPY_MESSAGES.expired))).toBeInTheDocument();
  });
});
