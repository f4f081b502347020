import { APPLICATION_MESSAGES, COMMON_MESSAGES, isDeletableId, type Application } from '@visadesk/contract';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageLoader } from '../../../components/ui/page-loader';
import { Pager } from '../../../components/ui/pager';
import { deleteApplicationErrorMessage, useDeleteApplicationMutation } from '../api/delete-application';
import { listErrorMessage, useApplications } from '../api/get-applications';
import { ApplicationSearch } from './application-search';
import { ApplicationTable, listedName } from './application-table';

interface Notice {
  tone: 'error' | 'success';
  text: string;
}

function pageFrom(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The staff list: search, one page of applications, and deleting one after a confirmation. */
export function ApplicationList() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const search = params.get('search') ?? '';
  const list = useApplications(page, search);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState<Application | null>(null);
  const [deleteApplication, { isLoading: deleting }] = useDeleteApplicationMutation();

  const goTo = useCallback(
    (next: { page?: number; search?: string }, replace = false) => {
      setParams((current) => {
        const updated = new URLSearchParams(current);
        const nextSearch = next.search ?? current.get('search') ?? '';
        if (nextSearch) updated.set('search', nextSearch);
        else updated.delete('search');
        if (next.page && next.page > 1) updated.set('page', String(next.page));
        else updated.delete('page');
        return updated;
      }, { replace });
    },
    [setParams],
  );
  const applySearch = useCallback((text: string) => goTo({ search: text, page: 1 }, true), [goTo]);

  // Deleting the last row of the last page leaves a page that no longer exists: show the new last one.
  const lastPage = list.data?.totalPages ?? 0;
  useEffect(() => {
    if (!list.loading && lastPage > 0 && page > lastPage) goTo({ page: lastPage }, true);
  }, [list.loading, lastPage, page, goTo]);

  const askToDelete = (application: Application) => {
    setNotice(null);
    if (!isDeletableId(application._id)) {
      setNotice({ tone: 'error', text: COMMON_MESSAGES.invalidId });
      return;
    }
    setConfirming(application);
  };

  const confirmDelete = async () => {
    if (!confirming) return;
    try {
      // The list shows the deletion by itself: the call invalidates it.
      const answer = await deleteApplication(confirming._id).unwrap();
      setNotice({ tone: 'success', text: answer?.message || APPLICATION_MESSAGES.deleted });
    } catch (error) {
      setNotice({ tone: 'error', text: deleteApplicationErrorMessage(error) });
    } finally {
      setConfirming(null);
    }
  };

  const data = list.data;
  return (
    <>
      <ApplicationSearch search={search} onSearch={applySearch} />
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {list.error !== undefined && <Alert tone="error">{listErrorMessage(list.error)}</Alert>}
      {list.loading && !data && <PageLoader />}
      {data && (
        <div aria-busy={list.loading}>
          {data.applications.length === 0 ? (
            <p className="text-center text-body-secondary py-4">{APPLICATION_MESSAGES.noApplications}</p>
          ) : (
            <ApplicationTable applications={data.applications} onDelete={askToDelete} />
          )}
          <Pager page={page} totalPages={data.totalPages} onPageChange={(next) => goTo({ page: next })} />
        </div>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title="Delete application"
        confirmLabel="Delete"
        pending={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(null)}
      >
        {confirming && `Delete the application of ${listedName(confirming)} (passport ${confirming.passport})? This cannot be undone.`}
      </ConfirmDialog>
    </>
  );
}
