import { Plural, Trans } from '@lingui/react/macro';
import { PAGES, type Dashboard } from '@visadesk/contract';
import { Link } from 'react-router';
import { useStages } from '../../../lib/stages';

const HEADING_ID = 'stages-heading';

/** The list narrowed to one filter of the journey. */
const listWith = (filter: Record<string, string>) => `${PAGES.application}?${new URLSearchParams(filter)}`;

interface StageCount {
  id: string;
  name: string;
  count: number;
}

/**
 * Every stage in use in the agency's order, and any archived one still holding applications; until the
 * stages arrive (or if they cannot be read) the stages counted, by id.
 */
function stageCounts(byStage: Dashboard['byStage'], stages: readonly { id: string; name: string; archived: boolean }[] | undefined): StageCount[] {
  if (!stages) return Object.entries(byStage).map(([id, count]) => ({ id, name: id, count }));
  return stages
    .map((stage) => ({ id: stage.id, name: stage.name, count: byStage[stage.id] ?? 0, archived: stage.archived }))
    .filter((stage) => !stage.archived || stage.count > 0)
    .map(({ id, name, count }) => ({ id, name, count }));
}

/** How many applications are in each stage, each a way into the list of them, and those past their stage's due day (ADR 049). */
export function StagesCard({ byStage, overdue }: Pick<Dashboard, 'byStage' | 'overdue'>) {
  const stages = useStages().data?.stages;
  const counts = stageCounts(byStage, stages);
  return (
    <section className="card shadow-sm mt-4" aria-labelledby={HEADING_ID}>
      <div className="card-body">
        <h2 id={HEADING_ID} className="h5 mb-3">
          <Trans>Stages</Trans>
        </h2>
        <p className={overdue > 0 ? 'fw-semibold text-danger' : 'text-body-secondary'}>
          <Link className="text-reset" to={listWith({ overdue: 'true' })}>
            <Plural value={overdue} _0="No application is overdue" one="# application overdue" other="# applications overdue" />
          </Link>
        </p>
        <dl className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-2 mb-0">
          {counts.map(({ id, name, count }) => (
            <div key={id} className="col d-flex justify-content-between gap-2 border-bottom pb-1">
              <dt className="fw-normal">
                <Link to={listWith({ stage: id })}>{name}</Link>
              </dt>
              <dd className="mb-0 fw-semibold">{count}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
