import { Trans, useLingui } from '@lingui/react/macro';
import { DEMAND_MESSAGES, PAGES, type Demand } from '@visadesk/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Notice } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { NoticeState } from '../../../lib/location-notice';
import { serverErrorMessage } from '../../../lib/server-error-message';
import { useDeleteDemandMutation } from '../api/delete-demand';
import { useUpdateDemandMutation } from '../api/save-demand';
import { DEMAND_PATHS } from '../demand-paths';

type Asked = 'close' | 'delete' | null;

interface DemandActionsProps {
  demand: Demand;
  /** Where the page says how an action went. */
  onDone: (notice: Notice) => void;
}

/** Edit, Close (no longer recruited for; kept with its links) and Delete (refused while workers are linked), each confirmed first. */
export function DemandActions({ demand, onDone }: DemandActionsProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [asked, setAsked] = useState<Asked>(null);
  const [updateDemand, closing] = useUpdateDemandMutation();
  const [deleteDemand, deleting] = useDeleteDemandMutation();
  const name = demand.employer.name;

  const close = async () => {
    try {
      await updateDemand({ id: demand._id, changes: { state: 'closed' } }).unwrap();
      onDone({ tone: 'success', text: DEMAND_MESSAGES.updated });
    } catch (error) {
      onDone({ tone: 'error', text: serverErrorMessage(error) });
    }
    setAsked(null);
  };
  const remove = async () => {
    try {
      const answer = await deleteDemand(demand._id).unwrap();
      const state: NoticeState = { notice: answer.message || DEMAND_MESSAGES.deleted };
      await navigate(PAGES.demands, { state });
    } catch (error) {
      onDone({ tone: 'error', text: serverErrorMessage(error) });
      setAsked(null);
    }
  };

  return (
    <div className="d-flex flex-wrap gap-2 mb-3">
      <Link className="btn btn-primary" to={DEMAND_PATHS.edit(demand._id)}><Trans>Edit</Trans></Link>
      {demand.state !== 'closed' && (
        <button type="button" className="btn btn-outline-secondary" onClick={() => setAsked('close')}><Trans>Close</Trans></button>
      )}
      <button type="button" className="btn btn-outline-danger" onClick={() => setAsked('delete')}><Trans>Delete</Trans></button>
      <ConfirmDialog open={asked === 'close'} title={t`Close demand`} confirmLabel={t`Close`} tone="primary" pending={closing.isLoading} onConfirm={() => void close()} onCancel={() => setAsked(null)}>
        {t`Close the demand of ${name}? It is no longer published on the jobs page; its linked workers stay linked.`}
      </ConfirmDialog>
      <ConfirmDialog open={asked === 'delete'} title={t`Delete demand`} confirmLabel={t`Delete`} pending={deleting.isLoading} onConfirm={() => void remove()} onCancel={() => setAsked(null)}>
        {t`Delete the demand of ${name} and its positions? This cannot be undone.`}
      </ConfirmDialog>
    </div>
  );
}
