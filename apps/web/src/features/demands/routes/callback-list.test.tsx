import { screen, waitFor, within } from '@testing-library/react';
import { API, DEMAND_MESSAGES as M, PAGES, type CallbackList } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi, setSessionHint } from '../../../testing/http';
import { ADMIN, renderApp } from '../../../testing/render-app';
import { DEMAND_ID, RAM, SITA } from '../testing/demands';

const queryOf = (url: string) => Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? ''));
const ANSWER: CallbackList = { enquiries: [RAM, SITA], total: 2, totalPages: 1, currentPage: 1 };

function openCallbacks(path: string, routes: Record<string, () => Response> = {}) {
  setSessionHint();
  const fetchMock = mockApi({ [`GET ${API.demands.enquiries}`]: () => jsonResponse(ANSWER), ...routes });
  return { ...renderApp(path, { signedInAs: ADMIN }), fetchMock };
}

const cards = async () => [...(await screen.findByRole('list', { name: 'Call-back requests' })).children] as HTMLElement[];

describe('the call-back requests (ADR 052)', () => {
  it('shows each request with its phone to call or WhatsApp, its job, employer, country and language; the demand and state in the address', async () => {
    const { fetchMock, user, router } = openCallbacks(`${PAGES.callbacks}?demand=${DEMAND_ID}&state=all`);
    const [ram, sita] = await cards();
    expect(queryOf(callsTo(fetchMock, API.demands.enquiries).at(-1)?.url ?? '')).toEqual({ page: '1', demand: DEMAND_ID, state: '' });
    expect(screen.getByText('2 requests')).toBeInTheDocument();

    const first = within(ram!);
    expect(first.getByRole('heading', { name: 'Ram Bahadur Thapa' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Call Ram Bahadur Thapa on +9779841234567' })).toHaveAttribute('href', 'tel:+9779841234567');
    expect(first.getByRole('link', { name: 'WhatsApp Ram Bahadur Thapa' })).toHaveAttribute('href', 'https://wa.me/9779841234567');
    expect(ram).toHaveTextContent('PositionWelder');
    expect(ram).toHaveTextContent('EmployerAl Noor Steel WLL, Qatar');
    expect(ram).toHaveTextContent('Languageनेपाली');
    expect(first.getByRole('time')).toHaveAttribute('datetime', RAM.createdAt);

    // A number without its country code is the agency's country's: no guessed WhatsApp chat.
    const second = within(sita!);
    expect(second.getByRole('link', { name: 'Call Sita Rai on 9841000000' })).toHaveAttribute('href', 'tel:9841000000');
    expect(second.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(second.queryByRole('button', { name: /Turn into application/ })).toBeNull();
    expect(second.getByRole('link', { name: 'Open its application' })).toHaveAttribute('href', `/updateApplicationView/${SITA.application}`);

    await user.selectOptions(screen.getByLabelText('Show'), 'open');
    await waitFor(() => expect(queryOf(router.state.location.search)).toEqual({ demand: DEMAND_ID }));
    await user.click(screen.getByRole('button', { name: 'Show every demand’s' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(queryOf(callsTo(fetchMock, API.demands.enquiries).at(-1)?.url ?? '')).toEqual({ page: '1', state: 'open' });
  });

  it('deletes a request after a confirmation', async () => {
    const { fetchMock, user } = openCallbacks(PAGES.callbacks, {
      [`DELETE ${API.demands.deleteEnquiry(RAM._id)}`]: () => jsonResponse({ message: M.enquiryDeleted }),
    });
    const [ram] = await cards();
    await user.click(within(ram!).getByRole('button', { name: 'Delete: Ram Bahadur Thapa' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete call-back request' });
    expect(dialog).toHaveTextContent('Delete the call-back request of Ram Bahadur Thapa?');
    expect(callsTo(fetchMock, API.demands.deleteEnquiry(RAM._id))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(M.enquiryDeleted)).toBeInTheDocument();
    expect(callsTo(fetchMock, API.demands.deleteEnquiry(RAM._id))[0]?.init.method).toBe('DELETE');
  });

  it('turns a request into an application: the add form opens with the request in the router’s state, nothing in the address', async () => {
    const { user, router } = openCallbacks(PAGES.callbacks);
    const [ram] = await cards();
    await user.click(within(ram!).getByRole('button', { name: 'Turn into application: Ram Bahadur Thapa' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PAGES.addUserApplication));
    expect(router.state.location.state).toEqual({ fromCallback: RAM });
    expect(router.state.location.search).toBe('');
  });
});
