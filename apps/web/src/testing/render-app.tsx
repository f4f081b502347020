import type { I18n } from '@lingui/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageOfPath, type CurrentUser } from '@visadesk/contract';
import { createMemoryRouter } from 'react-router';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';
import { createAppStore } from '../app/store';
import { testI18n } from './test-i18n';

export const SUPER_ADMIN: CurrentUser = {
  _id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
  name: 'Asha Owner',
  email: 'owner@visadesk.test',
  role: 'superadmin',
  status: 'active',
  twoFactor: { enabled: false, required: false },
};

export const ADMIN: CurrentUser = {
  _id: 'b1b2c3d4e5f6a1b2c3d4e5f6',
  name: 'Ravi Staff',
  email: 'ravi@visadesk.test',
  role: 'admin',
  status: 'active',
  twoFactor: { enabled: false, required: false },
};

interface RenderAppOptions {
  /** Start already signed in as this staff member. */
  signedInAs?: CurrentUser;
  state?: unknown;
  /** The app's Lingui instance, as the browser makes it; a test one with every catalogue unless given. */
  i18n?: I18n;
}

/** The app's store alone, for a test that drives its API calls without a screen. */
export const storeForTests = () => createAppStore();

/** The whole app (store, router, session handling) at `path`, the way a browser would open it. */
export function renderApp(path: string, { signedInAs, state, i18n }: RenderAppOptions = {}) {
  const store = createAppStore(
    signedInAs
      ? { auth: { token: 'Bearer test-token', user: signedInAs, status: 'authenticated', endReason: null } }
      : undefined,
  );
  const [pathname = path, query] = path.split('?');
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname, search: query ? `?${query}` : '', state }] });
  const user = userEvent.setup();
  const view = render(<AppProvider store={store} router={router} i18n={i18n ?? testI18n(languageOfPath(pathname).language)} />);
  return { ...view, store, router, user };
}
