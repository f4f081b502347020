import { act, screen } from '@testing-library/react';
import { API, AUTH_MESSAGES, PAGES } from '@visadesk/contract';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, clearSessionHint, jsonResponse, mockApi, setSessionHint } from '../testing/http';
import { ADMIN, renderApp } from '../testing/render-app';
import { SESSION_CHECK_INTERVAL_MS } from '../config/timing';

describe('session', () => {
  it('checks the session cookie every 60 seconds and signs out once it is gone', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    setSessionHint();
    mockApi({});
    const { router, store } = renderApp(PAGES.dashboard, { signedInAs: ADMIN });
    await screen.findByRole('heading', { name: 'Dashboard' });

    await act(() => vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS));
    expect(router.state.location.pathname).toBe(PAGES.dashboard);

    clearSessionHint();
    await act(() => vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS - 1));
    expect(router.state.location.pathname).toBe(PAGES.dashboard);
    await act(() => vi.advanceTimersByTimeAsync(1));

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PAGES.login);
    expect(store.getState().auth).toMatchObject({ token: null, status: 'anonymous' });
    expect(screen.getByRole('status')).toHaveTextContent(AUTH_MESSAGES.sessionExpired);
  });

  it('signs out through the server and goes home', async () => {
    setSessionHint();
    const fetchMock = mockApi({ [`POST ${API.users.logout}`]: () => new Response(null, { status: 204 }) });
    const { router, store, user } = renderApp(PAGES.dashboard, { signedInAs: ADMIN });

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('link', { name: 'CHECK YOUR APPLICATION STATUS' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PAGES.home);
    expect(callsTo(fetchMock, API.users.logout)).toHaveLength(1);
    expect(store.getState().auth).toMatchObject({ token: null, user: null, status: 'anonymous' });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('sends the user to the login page when a staff call finds the session dead', async () => {
    setSessionHint();
    mockApi({
      [`POST ${API.users.logout}`]: () => new Response(null, { status: 204 }),
      [`POST ${API.users.refresh}`]: () => jsonResponse({ message: 'Expired' }, 401),
    });
    const { router, store } = renderApp(PAGES.dashboard, { signedInAs: ADMIN });
    await screen.findByRole('heading', { name: 'Dashboard' });

    const { apiClient } = await import('../lib/api-client');
    mockApi({
      [`GET ${API.applications.list}`]: () => jsonResponse({ message: 'Expired' }, 401),
      [`POST ${API.users.refresh}`]: () => jsonResponse({ message: 'Expired' }, 401),
    });
    await act(() => apiClient.get(API.applications.list).catch(() => undefined));

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PAGES.login);
    expect(store.getState().auth.status).toBe('anonymous');
  });
});
