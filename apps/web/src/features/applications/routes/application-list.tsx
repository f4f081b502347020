import { Trans } from '@lingui/react/macro';
import { PAGES } from '@visadesk/contract';
import { Link } from 'react-router';
import { NamedPageTitle } from '../../../components/ui/named-page-title';
import { ApplicationList } from '../components/application-list';

export function ApplicationListRoute() {
  return (
    <section>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <NamedPageTitle className="h3 mb-0" page="application" />
        <Link className="btn btn-primary" to={PAGES.addUserApplication}>
          <Trans>Add Application</Trans>
        </Link>
      </div>
      <ApplicationList />
    </section>
  );
}
