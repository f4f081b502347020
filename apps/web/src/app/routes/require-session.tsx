import { useLingui } from '@lingui/react/macro';
import { AUTH_MESSAGES, PAGES } from '@visadesk/contract';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { PageLoader } from '../../components/ui/page-loader';
import { selectAuth, selectOwesSecondFactor, useIsSuperAdmin, type LoginRedirectState } from '../../lib/auth';
import { useAppSelector } from '../store';
import { inPageLanguage } from '../../i18n/contract-texts';

/**
 * The staff area: wait while a session is restored, send strangers to the login page, and staff who
 * owe a required second factor to the Profile page.
 */
export function RequireSession() {
  const { status, endReason } = useAppSelector(selectAuth);
  const owesSecondFactor = useAppSelector(selectOwesSecondFactor);
  const location = useLocation();

  if (status === 'unknown') return <PageLoader />;
  // Whoever just pressed Logout is on the way home; the login page would be a surprise.
  if (status === 'anonymous' && endReason === 'signedOut') return <Navigate to={PAGES.home} replace />;
  if (status === 'anonymous') {
    const state: LoginRedirectState = { from: location };
    return <Navigate to={PAGES.login} replace state={state} />;
  }
  // The server refuses everything else until then; the Profile page says why and how.
  if (owesSecondFactor && location.pathname !== PAGES.profile) return <Navigate to={PAGES.profile} replace />;
  return <Outlet />;
}

/** Staff accounts, settings and the activity log belong to the super admin; the server refuses others anyway. */
export function RequireSuperAdmin() {
  const isSuperAdmin = useIsSuperAdmin();
  const { i18n } = useLingui();
  if (!isSuperAdmin) return <Alert tone="error">{inPageLanguage(i18n, AUTH_MESSAGES.forbidden)}</Alert>;
  return <Outlet />;
}
