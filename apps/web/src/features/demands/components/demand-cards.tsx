import { useLingui } from '@lingui/react/macro';
import type { Demand } from '@visadesk/contract';
import { Link } from 'react-router';
import { DEMAND_PATHS } from '../demand-paths';
import { PositionsLinked, StateBadge } from './demand-parts';

/** The list on a phone (below Bootstrap's md): one card per demand, nothing to scroll sideways for. */
export function DemandCards({ demands }: { demands: readonly Demand[] }) {
  const { t } = useLingui();
  return (
    <ul className="list-unstyled mb-0" aria-label={t`Demand cards`}>
      {demands.map((demand) => (
        <li key={demand._id} className="card mb-2">
          <div className="card-body p-3">
            <div className="d-flex align-items-start gap-2 mb-2">
              <h2 className="h6 mb-0 flex-grow-1 text-break">
                <Link to={DEMAND_PATHS.view(demand._id)}>{demand.employer.name}</Link>
              </h2>
              <StateBadge state={demand.state} />
            </div>
            <dl className="row small mb-2">
              <dt className="col-5 fw-normal text-body-secondary">{t`COUNTRY`}</dt>
              <dd className="col-7 mb-1">{[demand.employer.country, demand.employer.city].filter(Boolean).join(', ')}</dd>
              <dt className="col-5 fw-normal text-body-secondary">{t`CLOSES`}</dt>
              <dd className="col-7 mb-1"><time dateTime={demand.closes}>{demand.closes}</time></dd>
              <dt className="col-5 fw-normal text-body-secondary">{t`POSITIONS (LINKED OF QUOTA)`}</dt>
              <dd className="col-7 mb-0"><PositionsLinked demand={demand} /></dd>
            </dl>
            <Link className="btn btn-sm btn-outline-primary" aria-label={t`Edit: ${demand.employer.name}`} to={DEMAND_PATHS.edit(demand._id)}>
              {t`Edit`}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
