import { NamedPageTitle } from '../../../components/ui/named-page-title';
import { PaymentsReport } from '../components/payments-report';

/** The office's payments, for the super admin: the router lets no one else in, and the server answers no one else. */
export function PaymentsRoute() {
  return (
    <section>
      <NamedPageTitle className="h3 mb-3" page="payments" />
      <PaymentsReport />
    </section>
  );
}
