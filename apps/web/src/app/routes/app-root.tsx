import { Outlet, ScrollRestoration } from 'react-router';
import { usePageLanguage } from '../../i18n/use-page-language';
import { useSessionCheck } from '../../lib/auth';

/**
 * Above every page: keeps the session honest, restores scroll positions between pages, and keeps
 * the page in its address's language (the desk's pages are English).
 */
export function AppRoot() {
  useSessionCheck();
  usePageLanguage();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
