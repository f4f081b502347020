import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { PAGES, type StagesAnswer } from '@visadesk/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import type { Notice } from '../../../components/ui/alert';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { listErrorMessage } from '../../../lib/list-error-message';
import { useStageColumn } from '../api/get-applications';
import { BoardCard } from './board-card';

interface StageColumnProps {
  stage: StagesAnswer['stages'][number];
  /** How many applications are in the stage now, shown or not. */
  count: number;
  settings: StagesAnswer;
  onMoved: (notice: Notice) => void;
}

/** The whole stage in the list, longest waiting first: where a column shows only its first ones. */
const listOf = (stage: string) => `${PAGES.application}?${new URLSearchParams({ stage, sort: 'stageSince' })}`;

/** One stage: its name and count, then the applications longest in it first, each with a way to move it on. */
export function StageColumn({ stage, count, settings, onMoved }: StageColumnProps) {
  const { i18n, t } = useLingui();
  const headingId = useId();
  const column = useStageColumn(stage.id);
  const applications = column.data?.applications ?? [];
  const total = column.data?.totalApplication ?? count;
  const name = stage.name;
  return (
    <section className="col-12 col-md-6 col-lg-4 col-xl-3" aria-labelledby={headingId}>
      <div className="card h-100 bg-light">
        <div className="card-body p-2" aria-busy={column.loading}>
          <h2 id={headingId} className="h6 d-flex justify-content-between align-items-start gap-2 mb-2">
            <span>{name}</span>{' '}
            <span className="badge text-bg-secondary">
              <Plural value={count} one="# application" other="# applications" />
            </span>
          </h2>
          {column.error !== undefined && <Alert tone="error">{listErrorMessage(i18n, column.error)}</Alert>}
          {column.loading && !column.data && (
            <p className="small text-body-secondary mb-0">
              <Spinner />
              <Trans>Loading…</Trans>
            </p>
          )}
          {column.data && applications.length === 0 && (
            <p className="small text-body-secondary mb-0">
              <Trans>No application is in this stage.</Trans>
            </p>
          )}
          <ul className="list-unstyled mb-0" aria-label={t`In ${name}, longest first`}>
            {applications.map((application) => (
              <BoardCard key={application._id} application={application} settings={settings} onMoved={onMoved} />
            ))}
          </ul>
          {total > applications.length && applications.length > 0 && (
            <Link className="small" to={listOf(stage.id)}>
              <Trans>All {total} in the Application List</Trans>
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
