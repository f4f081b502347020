import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { MenuIcon } from '../ui/menu-icon';
import { MAIN_CONTENT_ID, SkipLink } from '../ui/skip-link';
import { AdminSidebar } from './admin-sidebar';
import { usePublicSettings } from './public-settings';

const SIDEBAR_ID = 'admin-sidebar';

/** The staff desk: a sidebar that stays open from lg up and is toggled below it. */
export function AdminLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { consultancyName } = usePublicSettings();
  const { t } = useLingui();

  return (
    <div className="admin-shell">
      <SkipLink />
      <header className="navbar navbar-dark bg-dark d-lg-none px-3">
        <span className="navbar-brand fw-bold text-truncate">{consultancyName}</span>
        <button
          type="button"
          className="navbar-toggler"
          aria-controls={SIDEBAR_ID}
          aria-expanded={menuOpen}
          aria-label={t`Toggle staff menu`}
          onClick={() => setMenuOpen((wasOpen) => !wasOpen)}
        >
          <MenuIcon />
        </button>
      </header>
      <div className="d-lg-flex">
        <AdminSidebar id={SIDEBAR_ID} open={menuOpen} onNavigate={() => setMenuOpen(false)} />
        <main id={MAIN_CONTENT_ID} className="admin-main flex-grow-1 p-3 p-lg-4" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
