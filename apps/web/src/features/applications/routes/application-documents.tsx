import { Navigate, useParams } from 'react-router';
import { PAGES } from '@visadesk/contract';
import { NamedPageTitle } from '../../../components/ui/named-page-title';
import { ApplicantCopyScreen } from '../components/applicant-copy-screen';

/** The applicant copy by the id in the address, so a reload or a shared link keeps working. */
export function ApplicationDocumentsRoute() {
  const { id } = useParams();
  if (!id) return <Navigate to={PAGES.application} replace />;
  return (
    <section>
      <NamedPageTitle page="updateApplicationView" />
      <ApplicantCopyScreen key={id} id={id} />
    </section>
  );
}
