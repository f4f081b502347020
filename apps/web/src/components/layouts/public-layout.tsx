import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../ui/skip-link';
import { PublicSettingsProvider } from './public-settings';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

/**
 * Marks the page as answering to input once the app has taken over the prerendered HTML. The
 * starter (scripts/prerender.mjs) then sends a form submitted before that moment, and browser
 * tests wait for it.
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

export function PublicLayout() {
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  }, []);
  return (
    <PublicSettingsProvider>
      <div className="public-shell d-flex flex-column min-vh-100">
        <SkipLink />
        <TopBar />
        <main id={MAIN_CONTENT_ID} className="public-main flex-grow-1" tabIndex={-1}>
          <Outlet />
        </main>
        <SiteFooter />
      </div>
    </PublicSettingsProvider>
  );
}
