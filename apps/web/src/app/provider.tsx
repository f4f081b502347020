import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { restoreSession } from '../lib/auth';
import type { AppStore } from './store';

type AppRouter = ReturnType<typeof createBrowserRouter>;

interface AppProviderProps {
  store: AppStore;
  router: AppRouter;
  /** The page's language, its catalogue loaded (src/i18n/i18n.ts). */
  i18n: I18n;
}

/** Restores a remembered session once per store, even when StrictMode runs effects twice. */
function useRestoredSession(store: AppStore): void {
  const restoredFor = useRef<AppStore | null>(null);
  useEffect(() => {
    if (restoredFor.current === store) return;
    restoredFor.current = store;
    if (store.getState().auth.status === 'unknown') void store.dispatch(restoreSession());
  }, [store]);
}

export function AppProvider({ store, router, i18n }: AppProviderProps) {
  useRestoredSession(store);
  return (
    <I18nProvider i18n={i18n}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </I18nProvider>
  );
}
