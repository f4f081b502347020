import { Trans } from '@lingui/react/macro';
import { PAGES } from '@visadesk/contract';
import { Link } from 'react-router';
import { NamedPageTitle } from '../../../components/ui/named-page-title';
import { DemandList } from '../components/demand-list';
import { DEMAND_PATHS } from '../demand-paths';

/** The demand letters the agency recruits for (ADR 052), for every staff member. */
export function DemandListRoute() {
  return (
    <section>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <NamedPageTitle className="h3 mb-0" page="demands" />
        <div className="d-flex flex-wrap gap-2">
          <Link className="btn btn-outline-primary" to={PAGES.callbacks}>
            <Trans>Call-back requests</Trans>
          </Link>
          <Link className="btn btn-primary" to={DEMAND_PATHS.add}>
            <Trans>Add Demand</Trans>
          </Link>
        </div>
      </div>
      <DemandList />
    </section>
  );
}
