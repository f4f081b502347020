import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PAGES } from '@visadesk/contract';
import { Navigate, useParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { ApplicationPrintView } from '../components/application-print-view';

export const PRINT_PAGE_TITLE = msg`Print Applicant Copy`;

export function ApplicationPrintRoute() {
  const { id } = useParams();
  const { i18n } = useLingui();
  if (!id) return <Navigate to={PAGES.application} replace />;
  return (
    <section>
      <PageTitle className="h3 mb-4 no-print">{i18n._(PRINT_PAGE_TITLE)}</PageTitle>
      <ApplicationPrintView key={id} id={id} />
    </section>
  );
}
