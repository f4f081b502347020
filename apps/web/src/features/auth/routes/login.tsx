import { useLingui } from '@lingui/react/macro';
import { PAGES } from '@visadesk/contract';
import { Navigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { PageTitle } from '../../../components/ui/page-title';
import { inPageLanguage } from '../../../i18n/contract-texts';
import { useLoginRedirectState, useSessionEndNotice, useSessionStatus } from '../../../lib/auth';
import { LoginForm } from '../components/login-form';

export function LoginRoute() {
  const status = useSessionStatus();
  const { returnTo, notice } = useLoginRedirectState();
  const expiredNotice = useSessionEndNotice();
  const { i18n, t } = useLingui();

  // Signed in (just now, or restored from a remembered session): go where the user was heading.
  if (status === 'authenticated') return <Navigate to={returnTo ?? PAGES.dashboard} replace />;

  const shownNotice = notice ?? expiredNotice;
  return (
    <div className="container py-5">
      <div className="card shadow-sm mx-auto auth-card">
        <div className="card-body p-4">
          <PageTitle className="h3 mb-4 text-center">{t`Login`}</PageTitle>
          {shownNotice && <Alert tone="info">{inPageLanguage(i18n, shownNotice)}</Alert>}
          <LoginForm />
        </div>
      </div>
    </div>
  );
}
