import { NamedPageTitle } from '../../../components/ui/named-page-title';
import { AddStaffForm } from '../components/add-staff-form';

export function AddStaffRoute() {
  return (
    <section>
      <NamedPageTitle page="addUserManagement" />
      <AddStaffForm />
    </section>
  );
}
