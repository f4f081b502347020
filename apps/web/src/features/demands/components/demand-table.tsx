import { useLingui } from '@lingui/react/macro';
import type { Demand } from '@visadesk/contract';
import { Link } from 'react-router';
import { DataTable } from '../../../components/ui/data-table';
import { DEMAND_PATHS } from '../demand-paths';
import { PositionsLinked, StateBadge } from './demand-parts';

/** The list on a screen from Bootstrap's md up: one row per demand, its employer opening it. */
export function DemandTable({ demands }: { demands: readonly Demand[] }) {
  const { t } = useLingui();
  const headings = [t`EMPLOYER`, t`COUNTRY`, t`POSITIONS (LINKED OF QUOTA)`, t`CLOSES`, t`STATE`, t`ACTION`];
  return (
    <DataTable headings={headings} className="table-hover bg-white">
      {demands.map((demand) => (
        <tr key={demand._id}>
          <td><Link to={DEMAND_PATHS.view(demand._id)}>{demand.employer.name}</Link></td>
          <td>{[demand.employer.country, demand.employer.city].filter(Boolean).join(', ')}</td>
          <td><PositionsLinked demand={demand} /></td>
          <td className="text-nowrap"><time dateTime={demand.closes}>{demand.closes}</time></td>
          <td><StateBadge state={demand.state} /></td>
          <td>
            <Link className="btn btn-sm btn-outline-primary" aria-label={t`Edit: ${demand.employer.name}`} to={DEMAND_PATHS.edit(demand._id)}>
              {t`Edit`}
            </Link>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
