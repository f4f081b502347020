import { PageTitle } from '../../../components/ui/page-title';
import { PAGE_TITLES } from '../../../config/page-titles';
import { AddAdminForm } from '../components/add-admin-form';

export function AddAdminRoute() {
  return (
    <section>
      <PageTitle>{PAGE_TITLES.addUserManagement}</PageTitle>
      <AddAdminForm />
    </section>
  );
}
