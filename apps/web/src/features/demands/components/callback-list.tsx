import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { DEMAND_MESSAGES, PAGES, type Callback } from '@visadesk/contract';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, type Notice } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageLoader } from '../../../components/ui/page-loader';
import { Pager } from '../../../components/ui/pager';
import { SelectField } from '../../../components/ui/select-field';
import { useConfirmedDelete } from '../../../hooks/use-confirmed-delete';
import { inPageLanguage } from '../../../i18n/contract-texts';
import { listErrorMessage } from '../../../lib/list-error-message';
import { serverErrorMessage } from '../../../lib/server-error-message';
import { useDeleteCallbackMutation } from '../api/delete-callback';
import { useCallbacks, type CallbackState } from '../api/get-callbacks';
import { CallbackCards } from './callback-cards';
import { useCallbacksAddress } from './use-callbacks-address';

/** Which requests: waiting, turned into applications, or all; and, from a demand's page, that demand's only. */
function CallbackChoice({ state, demand, show }: { state: CallbackState; demand: string; show: ReturnType<typeof useCallbacksAddress>['show'] }) {
  const { t } = useLingui();
  const states = [
    { value: 'open', label: t`Waiting` },
    { value: 'done', label: t`Turned into applications` },
    { value: 'all', label: t`All` },
  ];
  return (
    <div className="d-flex flex-wrap align-items-end gap-3 mb-2">
      <SelectField label={t`Show`} options={states} value={state} onChange={(event) => show({ state: event.currentTarget.value as CallbackState })} />
      {demand && (
        <p className="mb-3">
          <Trans>One demand’s requests only.</Trans>{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => show({ demand: '' })}><Trans>Show every demand’s</Trans></button>
        </p>
      )}
    </div>
  );
}

/**
 * The call-back requests workers left on the vacancies' pages, newest first: each called, turned
 * into an application (the add form starts from it, through the router's state, never the address),
 * or deleted after a confirmation.
 */
export function CallbackList() {
  const { page, view, goTo, show } = useCallbacksAddress();
  const list = useCallbacks(page, view);
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [deleteCallback] = useDeleteCallbackMutation();
  const { toDelete, askToDelete, dialog } = useConfirmedDelete<Callback>({
    remove: async (callback) => (await deleteCallback(callback._id).unwrap()).message || DEMAND_MESSAGES.enquiryDeleted,
    failureMessage: serverErrorMessage,
    setNotice,
  });
  const lastPage = list.data?.totalPages ?? 0;
  useEffect(() => {
    if (!list.loading && lastPage > 0 && page > lastPage) goTo({ page: lastPage }, true);
  }, [list.loading, lastPage, page, goTo]);
  const data = list.data;
  const name = toDelete?.name ?? '';
  return (
    <>
      <CallbackChoice state={view.state} demand={view.demand} show={show} />
      <p className="text-body-secondary" aria-live="polite">{data && <Plural value={data.total} one="# request" other="# requests" />}</p>
      {notice && <Alert tone={notice.tone}>{inPageLanguage(i18n, notice.text)}</Alert>}
      {list.error !== undefined && <Alert tone="error">{listErrorMessage(i18n, list.error)}</Alert>}
      {list.loading && !data && <PageLoader />}
      {data && (
        <div aria-busy={list.loading}>
          {data.enquiries.length === 0 ? (
            <p className="text-center text-body-secondary py-4"><Trans>No call-back request here.</Trans></p>
          ) : (
            <CallbackCards callbacks={data.enquiries} onTurn={(callback) => void navigate(PAGES.addUserApplication, { state: { fromCallback: callback } })} onDelete={askToDelete} />
          )}
          <Pager page={page} totalPages={data.totalPages} onPageChange={(next) => goTo({ page: next })} />
        </div>
      )}
      <ConfirmDialog title={t`Delete call-back request`} confirmLabel={t`Delete`} {...dialog}>
        {toDelete && t`Delete the call-back request of ${name}? This cannot be undone.`}
      </ConfirmDialog>
    </>
  );
}
