import { NamedPageTitle } from '../../../components/ui/named-page-title';
import { AddAdminForm } from '../components/add-admin-form';

export function AddAdminRoute() {
  return (
    <section>
      <NamedPageTitle page="addUserManagement" />
      <AddAdminForm />
    </section>
  );
}
