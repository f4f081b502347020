import { PAGES } from '@visadesk/contract';
import { Navigate, useLocation } from 'react-router';
import { NamedPageTitle } from '../../../components/ui/named-page-title';
import { readApplicationId } from '../application-paths';
import { ApplicantCopyScreen } from '../components/applicant-copy-screen';

/** The spec's /userView: opened with the application passed along, otherwise back to the list. */
export function ApplicationViewRoute() {
  const id = readApplicationId(useLocation().state);
  if (!id) return <Navigate to={PAGES.application} replace />;
  return (
    <section>
      <NamedPageTitle page="userView" />
      <ApplicantCopyScreen key={id} id={id} />
    </section>
  );
}
