import { Trans } from '@lingui/react/macro';
import { PAGES } from '@visadesk/contract';
import { Link } from 'react-router';
import { NamedPageTitle } from '../../../components/ui/named-page-title';
import { DESK_PATHS } from '../../../config/page-titles';
import { ApplicationList } from '../components/application-list';

export function ApplicationListRoute() {
  return (
    <section>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <NamedPageTitle className="h3 mb-0" page="application" />
        <div className="d-flex flex-wrap gap-2">
          <Link className="btn btn-outline-primary" to={DESK_PATHS.applicationBoard}>
            <Trans>Stage Board</Trans>
          </Link>
          <Link className="btn btn-primary" to={PAGES.addUserApplication}>
            <Trans>Add Application</Trans>
          </Link>
        </div>
      </div>
      <ApplicationList />
    </section>
  );
}
