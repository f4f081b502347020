import { PageTitle } from '../../../components/ui/page-title';
import { PAGE_TITLES } from '../../../config/page-titles';
import { RegisterForm } from '../components/register-form';

export function RegisterRoute() {
  return (
    <div className="container py-5">
      <div className="card shadow-sm mx-auto auth-card">
        <div className="card-body p-4">
          <PageTitle className="h3 mb-4 text-center">{PAGE_TITLES.register}</PageTitle>
          <RegisterForm />
        </div>
      </div>
    </div>
  );
}
