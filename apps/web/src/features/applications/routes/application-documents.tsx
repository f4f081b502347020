import { Navigate, useParams } from 'react-router';
import { PAGES } from '@visadesk/contract';
import { PageTitle } from '../../../components/ui/page-title';
import { PAGE_TITLES } from '../../../config/page-titles';
import { ApplicantCopyScreen } from '../components/applicant-copy-screen';

/** The applicant copy by the id in the address, so a reload or a shared link keeps working. */
export function ApplicationDocumentsRoute() {
  const { id } = useParams();
  if (!id) return <Navigate to={PAGES.application} replace />;
  return (
    <section>
      <PageTitle>{PAGE_TITLES.updateApplicationView}</PageTitle>
      <ApplicantCopyScreen key={id} id={id} />
    </section>
  );
}
