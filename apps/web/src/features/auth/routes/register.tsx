import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '../../../components/ui/page-title';
import { RegisterForm } from '../components/register-form';

export function RegisterRoute() {
  const { t } = useLingui();
  return (
    <div className="container py-5">
      <div className="card shadow-sm mx-auto auth-card">
        <div className="card-body p-4">
          <PageTitle className="h3 mb-4 text-center">{t`Register`}</PageTitle>
          <RegisterForm />
        </div>
      </div>
    </div>
  );
}
