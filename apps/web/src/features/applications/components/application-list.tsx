import { Plural, useLingui } from '@lingui/react/macro';
import { APPLICATION_MESSAGES, EXPORT_FORMATS, type Application } from '@visadesk/contract';
import { useEffect, useState } from 'react';
import { Alert, type Notice } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageLoader } from '../../../components/ui/page-loader';
import { Pager } from '../../../components/ui/pager';
import { useConfirmedDelete } from '../../../hooks/use-confirmed-delete';
import { deleteApplicationErrorMessage, useDeleteApplicationMutation } from '../api/delete-application';
import { useApplications } from '../api/get-applications';
import { exportApplications, exportFileName } from '../api/export-applications';
import { listErrorMessage } from '../../../lib/list-error-message';
import { ApplicationSearch } from './application-search';
import { ApplicationTable } from './application-table';
import { ApplicationCards } from './application-cards';
import { listedName } from './application-row-parts';
import { BulkStatus } from './bulk-status';
import { BulkStage } from './bulk-stage';
import { useSelection } from './use-selection';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { ApplicationFilters } from './application-filters';
import { ExportButton } from '../../../components/ui/export-button';
import { isFiltered, useListAddress, type ListView } from './use-list-address';
import { useListScroll } from './use-list-scroll';
import { inPageLanguage } from '../../../i18n/contract-texts';

/** How many applications the view holds, on every page: what an export would write. */
function ListCount({ total, narrowed }: { total: number; narrowed: boolean }) {
  return narrowed ? (
    <Plural value={total} one="# matching application" other="# matching applications" />
  ) : (
    <Plural value={total} one="# application" other="# applications" />
  );
}

/** How many applications the view holds, and their export as CSV or for Excel. */
function ListSummary({ view, total }: { view: ListView; total: number | undefined }) {
  const { t } = useLingui();
  return (
    <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
      <p className="mb-0 text-body-secondary" aria-live="polite">
        {total !== undefined && <ListCount total={total} narrowed={isFiltered(view) || view.search !== ''} />}
      </p>
      <div className="d-flex flex-wrap gap-2">
        {EXPORT_FORMATS.map((format) => (
          <ExportButton
            key={format}
            format={format}
            exportFile={() => exportApplications(view, format)}
            fileName={exportFileName(format)}
            total={total}
            nothingTitle={t`Nothing to export: no application matches`}
          />
        ))}
      </div>
    </div>
  );
}

const NO_APPLICATIONS: readonly Application[] = [];
/** Bootstrap's md breakpoint: a table from it up, cards below. Without a window to ask, the table. */
const WIDE = '(min-width: 768px)';

/** The page's applications: a table on a wide screen, cards on a phone, or the spec's words for none. */
function ListRows(props: Parameters<typeof ApplicationTable>[0]) {
  const { i18n } = useLingui();
  const wide = useMediaQuery(WIDE, true);
  if (props.applications.length === 0) {
    return <p className="text-center text-body-secondary py-4">{inPageLanguage(i18n, APPLICATION_MESSAGES.noApplications)}</p>;
  }
  return wide ? <ApplicationTable {...props} /> : <ApplicationCards {...props} />;
}

/**
 * The staff list: search, filters, order, one page of applications, export, a status or a stage for
 * the ticked ones, and deleting one after a confirmation.
 */
export function ApplicationList() {
  const { page, search, view, goTo, applySearch, applyFilters, sortBy, clearFilters } = useListAddress();
  const list = useApplications(page, view);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [deleteApplication] = useDeleteApplicationMutation();
  // The list shows the deletion by itself: the call invalidates it.
  const { toDelete, askToDelete, dialog } = useConfirmedDelete<Application>({
    remove: async (application) => (await deleteApplication(application._id).unwrap())?.message || APPLICATION_MESSAGES.deleted,
    failureMessage: deleteApplicationErrorMessage,
    setNotice,
  });

  // Deleting the last row of the last page leaves a page that no longer exists: show the new last one.
  const lastPage = list.data?.totalPages ?? 0;
  useEffect(() => {
    if (!list.loading && lastPage > 0 && page > lastPage) goTo({ page: lastPage }, true);
  }, [list.loading, lastPage, page, goTo]);

  const data = list.data;
  useListScroll(data !== undefined);
  const onScreen = data?.applications ?? NO_APPLICATIONS;
  const selection = useSelection(onScreen, JSON.stringify([page, search, view]));
  const { i18n, t } = useLingui();
  const name = toDelete ? listedName(i18n, toDelete) : '';
  const passport = toDelete?.passport ?? '';
  return (
    <>
      <ApplicationSearch search={search} onSearch={applySearch} />
      <ApplicationFilters view={view} onApply={applyFilters} onClear={clearFilters} />
      <ListSummary view={view} total={data?.totalApplication} />
      {notice && <Alert tone={notice.tone}>{inPageLanguage(i18n, notice.text)}</Alert>}
      <BulkStatus applications={onScreen} selected={selection.ids} onClear={selection.clear} onDone={setNotice}>
        <BulkStage applications={onScreen} selected={selection.ids} onClear={selection.clear} onDone={setNotice} />
      </BulkStatus>
      {list.error !== undefined && <Alert tone="error">{listErrorMessage(i18n, list.error)}</Alert>}
      {list.loading && !data && <PageLoader />}
      {data && (
        <div aria-busy={list.loading}>
          <ListRows applications={data.applications} onDelete={askToDelete} sort={view.sort} onSort={sortBy} selection={selection} />
          <Pager page={page} totalPages={data.totalPages} onPageChange={(next) => goTo({ page: next })} />
        </div>
      )}
      <ConfirmDialog title={t`Delete application`} confirmLabel={t`Delete`} {...dialog}>
        {toDelete && t`Delete the application of ${name} (passport ${passport})? This cannot be undone.`}
      </ConfirmDialog>
    </>
  );
}
