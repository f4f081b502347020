import { Trans, useLingui } from '@lingui/react/macro';
import { AUTH_MESSAGES, PAGES } from '@visadesk/contract';
import { Navigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { NamedPageTitle } from '../../../components/ui/named-page-title';
import { useCurrentUser, useLogout } from '../../../lib/auth';
import { ChoosePasswordForm } from '../components/choose-password-form';
import { inPageLanguage } from '../../../i18n/contract-texts';

/**
 * After the super admin reset the password: the server refuses everything else until a new one
 * is chosen, so this screen stands alone, without the desk's menu.
 */
export function ChoosePasswordRoute() {
  const { i18n } = useLingui();
  const me = useCurrentUser();
  const logout = useLogout();
  if (!me) return <PageLoader />;
  if (!me.mustChangePassword) return <Navigate to={PAGES.dashboard} replace />;
  return (
    <main className="container py-4" style={{ maxWidth: '32rem' }}>
      <NamedPageTitle page="choosePassword" />
      <Alert tone="info">{inPageLanguage(i18n, AUTH_MESSAGES.passwordChangeRequired)}</Alert>
      <ChoosePasswordForm me={me} />
      <button type="button" className="btn btn-link mt-3 px-0" onClick={() => void logout()}>
        <Trans>Sign out</Trans>
      </button>
    </main>
  );
}
