import { PAGES } from '@visadesk/contract';
import { Navigate, useParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { ApplicationPrintView } from '../components/application-print-view';

export const PRINT_PAGE_TITLE = 'Print Applicant Copy';

export function ApplicationPrintRoute() {
  const { id } = useParams();
  if (!id) return <Navigate to={PAGES.application} replace />;
  return (
    <section>
      <PageTitle className="h3 mb-4 no-print">{PRINT_PAGE_TITLE}</PageTitle>
      <ApplicationPrintView key={id} id={id} />
    </section>
  );
}
