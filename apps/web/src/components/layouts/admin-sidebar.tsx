import { Trans, useLingui } from '@lingui/react/macro';
import { PAGES } from '@visadesk/contract';
import { useId, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { staffMenuFor, type StaffMenuGroup } from '../../config/staff-menu';
import { useCurrentUser, useIsSuperAdmin, useLogout } from '../../lib/auth';
import { Spinner } from '../ui/spinner';
import { usePublicSettings } from './public-settings';
import { ROLE_WORDS } from './role-words';

interface AdminSidebarProps {
  id: string;
  open: boolean;
  onNavigate: () => void;
}

function MenuGroup({ group, onNavigate }: { group: StaffMenuGroup; onNavigate: () => void }) {
  const headingId = useId();
  const { i18n } = useLingui();
  return (
    <div className="mb-3">
      {group.label && (
        <h2 id={headingId} className="sidebar-heading">
          {i18n._(group.label)}
        </h2>
      )}
      <ul className="nav flex-column" aria-labelledby={group.label ? headingId : undefined}>
        {group.links.map((link) => (
          <li key={link.to} className="nav-item">
            <NavLink className="nav-link sidebar-link" to={link.to} onClick={onNavigate}>
              {i18n._(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function AdminSidebar({ id, open, onNavigate }: AdminSidebarProps) {
  const user = useCurrentUser();
  const isSuperAdmin = useIsSuperAdmin();
  const logout = useLogout();
  const { consultancyName } = usePublicSettings();
  const { i18n, t } = useLingui();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    await logout();
  };

  return (
    <aside id={id} className={`admin-sidebar text-bg-dark p-3${open ? ' is-open' : ''}`}>
      <Link className="d-none d-lg-block fs-4 fw-bold text-white text-decoration-none mb-3" to={PAGES.dashboard}>
        {consultancyName}
      </Link>
      {user && (
        <p className="sidebar-user small mb-3">
          <span className="d-block fw-semibold">{user.name}</span>
          <span className="text-white-50">{i18n._(ROLE_WORDS[user.role])}</span>
        </p>
      )}
      <nav aria-label={t`Staff menu`}>
        {staffMenuFor(isSuperAdmin).map((group) => (
          <MenuGroup key={group.label?.id ?? 'top'} group={group} onNavigate={onNavigate} />
        ))}
      </nav>
      <div className="d-grid gap-2 mt-4">
        <Link className="btn btn-outline-light btn-sm" to={PAGES.home} reloadDocument>
          <Trans>Home</Trans>
        </Link>
        <button type="button" className="btn btn-light btn-sm" onClick={signOut} disabled={signingOut}>
          {signingOut && <Spinner />}
          <Trans>Logout</Trans>
        </button>
      </div>
    </aside>
  );
}
