import { act, screen } from '@testing-library/react';
import { AUTH_MESSAGES, PAGES } from '@visadesk/contract';
import { describe, expect, it, vi } from 'vitest';
import { clearSessionHint, mockApi, setSessionHint } from '../../testing/http';
import { ADMIN, renderApp } from '../../testing/render-app';

/**
 * The spec's session check runs every 60 seconds. The times are written out here, not taken from
 * SESSION_CHECK_INTERVAL_MS, so a changed interval (in config/timing.ts or in the hook) fails.
 */
describe('the 60-second session check', () => {
  async function openDashboard() {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    setSessionHint();
    mockApi({});
    const app = renderApp(PAGES.dashboard, { signedInAs: ADMIN });
    await screen.findByRole('heading', { name: 'Dashboard' });
    return app;
  }

  it('notices the session is gone at 60 seconds, not before, and asks to sign in again', async () => {
    const { router } = await openDashboard();
    clearSessionHint();

    await act(() => vi.advanceTimersByTimeAsync(59_999));
    expect(router.state.location.pathname).toBe(PAGES.dashboard);
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText(AUTH_MESSAGES.sessionExpired)).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PAGES.login);
    expect(screen.getByRole('status')).toHaveTextContent(AUTH_MESSAGES.sessionExpired);
  });

  it('checks again every 60 seconds while the session lasts', async () => {
    const { router } = await openDashboard();
    await act(() => vi.advanceTimersByTimeAsync(3 * 60_000));
    expect(router.state.location.pathname).toBe(PAGES.dashboard);

    clearSessionHint();
    await act(() => vi.advanceTimersByTimeAsync(59_999));
    expect(router.state.location.pathname).toBe(PAGES.dashboard);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(await screen.findByText(AUTH_MESSAGES.sessionExpired)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PAGES.login);
  });
});
