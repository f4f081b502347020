import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ExportButton } from '../../../components/ui/export-button';
import { PageLoader } from '../../../components/ui/page-loader';
import { Pager } from '../../../components/ui/pager';
import { listErrorMessage } from '../../../lib/list-error-message';
import { activityFileName, exportActivity } from '../api/export-activity';
import { useActivity } from '../api/get-activity';
import { ActivityFilters } from './activity-filters';
import { ActivityTable } from './activity-table';
import { isNarrowed, useActivityAddress } from './use-activity-address';

function NoEntries({ narrowed }: { narrowed: boolean }) {
  return (
    <p className="text-center text-body-secondary py-4">
      {narrowed ? <Trans>No activity matches these filters.</Trans> : <Trans>No activity recorded yet.</Trans>}
    </p>
  );
}

/**
 * The activity log: what staff did, newest first, narrowed to a staff member and days,
 * a page at a time, and exported exactly as narrowed.
 */
export function ActivityLog() {
  const { page, view, goTo, applyFilters, clearFilters } = useActivityAddress();
  const log = useActivity(page, view);
  const { i18n, t } = useLingui();

  // A page past the last (an old link, fewer entries since): show the last one.
  const lastPage = log.data?.totalPages ?? 0;
  useEffect(() => {
    if (!log.loading && lastPage > 0 && page > lastPage) goTo({ page: lastPage }, true);
  }, [log.loading, lastPage, page, goTo]);

  const data = log.data;
  return (
    <>
      <ActivityFilters view={view} onApply={applyFilters} onClear={clearFilters} />
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <p className="mb-0 text-body-secondary" aria-live="polite">
          {data && <Plural value={data.total} one="# entry" other="# entries" />}
        </p>
        <ExportButton
          exportFile={() => exportActivity(view)}
          fileName={activityFileName}
          total={data?.total}
          nothingTitle={t`Nothing to export: no entry matches`}
        />
      </div>
      {log.error !== undefined && <Alert tone="error">{listErrorMessage(i18n, log.error)}</Alert>}
      {log.loading && !data && <PageLoader />}
      {data && (
        <div aria-busy={log.loading}>
          {data.entries.length === 0 ? <NoEntries narrowed={isNarrowed(view)} /> : <ActivityTable entries={data.entries} />}
          <Pager page={page} totalPages={data.totalPages} onPageChange={(next) => goTo({ page: next })} />
        </div>
      )}
    </>
  );
}
