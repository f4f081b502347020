import { useEffect, useRef } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { restoreSession } from '../lib/auth';
import type { AppStore } from './store';

type AppRouter = ReturnType<typeof createBrowserRouter>;

interface AppProviderProps {
  store: AppStore;
  router: AppRouter;
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

export function AppProvider({ store, router }: AppProviderProps) {
  useRestoredSession(store);
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
