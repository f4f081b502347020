import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../ui/skip-link';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

export function PublicLayout() {
  return (
    <div className="public-shell d-flex flex-column min-vh-100">
      <SkipLink />
      <TopBar />
      <main id={MAIN_CONTENT_ID} className="public-main flex-grow-1" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
