import { screen } from '@testing-library/react';
import { API, AUTH_MESSAGES, PAGES, DEFAULT_CONSULTANCY_NAME as CONSULTANCY_NAME } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { DESK_PATHS, PAGE_TITLES } from '../config/page-titles';
import { callsTo, jsonResponse, mockApi, setSessionHint } from '../testing/http';
import { ADMIN, SUPER_ADMIN, renderApp } from '../testing/render-app';
import { inEnglish } from '../testing/test-i18n';

/** A page's heading in English; the home page's is the consultancy's name. */
const titleOf = (page: keyof typeof PAGE_TITLES | 'home') => (page === 'home' ? CONSULTANCY_NAME : inEnglish(PAGE_TITLES[page]));

const GUARDED = [
  ['dashboard', PAGES.dashboard],
  ['userManagement', PAGES.userManagement],
  ['addUserManagement', PAGES.addUserManagement],
  ['editUserManagement', PAGES.editUserManagement],
  ['application', PAGES.application],
  ['applicationBoard', DESK_PATHS.applicationBoard],
  ['addUserApplication', PAGES.addUserApplication],
  ['editApplication', PAGES.editApplication],
  ['userView', PAGES.userView],
  ['updateApplicationView', '/updateApplicationView/a1b2c3d4e5f6a1b2c3d4e5f6'],
  ['slider', PAGES.slider],
  ['addSliders', PAGES.addSliders],
  ['editSlider', PAGES.editSlider],
  ['profile', PAGES.profile],
  ['setting', PAGES.setting],
  ['demands', PAGES.demands],
  ['callbacks', PAGES.callbacks],
] as const;

const PUBLIC = [
  ['home', PAGES.home],
  ['enquiry', PAGES.enquiry],
  ['viewOne', PAGES.viewOne],
  ['login', PAGES.login],
  ['register', PAGES.register],
] as const;

describe('routes', () => {
  it.each(PUBLIC)('opens the public page %s without a session', async (page, path) => {
    mockApi({});
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(titleOf(page)) })).toBeInTheDocument();
  });

  it.each(GUARDED)('sends a visitor without a session from %s to the login page', async (_page, path) => {
    mockApi({});
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PAGES.login);
  });

  /** Pages the spec opens only with state passed from their list; without it they go back there. */
  const NEEDS_STATE: Partial<Record<(typeof GUARDED)[number][0], keyof typeof PAGE_TITLES>> = {
    editUserManagement: 'userManagement',
    editApplication: 'application',
    userView: 'application',
    editSlider: 'slider',
  };

  it.each(GUARDED)('opens the staff page %s for a super admin', async (page, path) => {
    setSessionHint();
    mockApi({});
    renderApp(path, { signedInAs: SUPER_ADMIN });
    const shown = NEEDS_STATE[page] ?? page;
    expect(await screen.findByRole('heading', { level: 1, name: titleOf(shown) }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('sends an unknown path home', async () => {
    mockApi({});
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('link', { name: 'CHECK YOUR APPLICATION STATUS' })).toHaveAttribute('href', PAGES.enquiry);
    expect(router.state.location.pathname).toBe(PAGES.home);
  });

  it('keeps staff accounts and settings to the super admin', async () => {
    setSessionHint();
    mockApi({});
    renderApp(PAGES.setting, { signedInAs: ADMIN });
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.forbidden);
    expect(screen.queryByRole('heading', { name: 'Settings' })).toBeNull();
  });

  it('restores a remembered session at start-up', async () => {
    setSessionHint();
    const fetchMock = mockApi({
      [`POST ${API.users.refresh}`]: () => jsonResponse({ token: 'Bearer restored', refreshToken: 'r' }),
      [`GET ${API.users.me}`]: () => jsonResponse(ADMIN),
    });
    const { store } = renderApp(PAGES.application);

    expect(await screen.findByRole('heading', { name: 'Application List' })).toBeInTheDocument();
    expect(screen.getByText(ADMIN.name)).toBeInTheDocument();
    expect(callsTo(fetchMock, API.users.refresh)).toHaveLength(1);
    expect(store.getState().auth).toMatchObject({ token: 'Bearer restored', status: 'authenticated' });
  });

  it('asks to sign in again when the remembered session cannot be restored', async () => {
    setSessionHint();
    mockApi({ [`POST ${API.users.refresh}`]: () => jsonResponse({ message: 'Expired' }, 401) });
    const { router } = renderApp(PAGES.dashboard);

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(AUTH_MESSAGES.sessionExpired);
    expect(router.state.location.pathname).toBe(PAGES.login);
  });

  it('does not call the server at start-up when there is no remembered session', async () => {
    const fetchMock = mockApi({});
    renderApp(PAGES.home);
    await screen.findByRole('link', { name: 'CHECK YOUR APPLICATION STATUS' });
    // The home page loads its public content (settings, slides); nothing about a session.
    expect(callsTo(fetchMock, API.users.refresh)).toHaveLength(0);
    expect(callsTo(fetchMock, API.users.me)).toHaveLength(0);
  });
});
