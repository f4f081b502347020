import { Outlet, ScrollRestoration } from 'react-router';
import { useSessionCheck } from '../../lib/auth';

/** Above every page: keeps the session honest and restores scroll positions between pages. */
export function AppRoot() {
  useSessionCheck();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
