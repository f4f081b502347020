import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { StatusChangeSchema, type Application, type ApplicationStatus } from '@visadesk/contract';
import { useState } from 'react';
import type { z } from 'zod';
import { STATUS_WORDS } from '../../../components/applicant/applicant-words';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { contractResolver } from '../../../lib/contract-resolver';
import { useContractForm } from '../../../lib/use-contract-form';
import {
  APPROVE,
  REJECT,
  SET_PENDING,
  statusChangeErrorMessage,
  useChangeApplicationStatusMutation,
  type StatusChange,
} from '../api/status-change';
import { inPageLanguage } from '../../../i18n/contract-texts';
import { DateTheStatusSets } from './status-dates-note';
import { ExpiredPassportWarning, withExpiredPassport } from './expired-passport';

const CHANGES: readonly { change: StatusChange; className: string }[] = [
  { change: SET_PENDING, className: 'btn btn-warning' },
  { change: APPROVE, className: 'btn btn-success' },
  { change: REJECT, className: 'btn btn-danger' },
];

export const STATUS_DIALOG = {
  title: msg`Change the status?`,
  reason: msg`Reason (optional, shown to the applicant)`,
  /** `status`: the new status's name (STATUS_WORDS). */
  confirm: (status: string) => msg`Set to ${status}`,
  current: msg`Current status:`,
} as const;

const REASON_FORM_ID = 'status-reason-form';

/** The confirmation: the change named ("Pending → Rejected") and why, for the applicant. */
function useStatusForm(applicationId: string) {
  const [changeStatus] = useChangeApplicationStatusMutation();
  const [asked, setAsked] = useState<StatusChange | null>(null);
  const contract = useContractForm<z.input<typeof StatusChangeSchema>, unknown, z.output<typeof StatusChangeSchema>>({
    resolver: contractResolver(StatusChangeSchema),
    defaultValues: { reason: '' },
    send: async ({ reason }) => {
      if (!asked) return;
      await changeStatus({ id: applicationId, status: asked.status, reason }).unwrap();
      setAsked(null);
    },
    failureMessage: (error) => (asked ? statusChangeErrorMessage(asked, error) : String(error)),
  });
  const ask = (change: StatusChange) => {
    contract.clear({ reason: '' });
    setAsked(change);
  };
  return { ...contract, asked, ask, cancel: () => setAsked(null) };
}

/**
 * Pending, Approve and Reject: the current status, three buttons, and a confirmation with an
 * optional reason before each call; approving an expired passport names its expiry there. Once the
 * server recorded the new status, the applicant copy and its history are fetched again (their tags).
 */
export function StatusActions({ application }: { application: Application }) {
  const { _id: applicationId, isStatus: current } = application;
  const { form, onSubmit, failure, pending, asked, ask, cancel } = useStatusForm(applicationId);
  const expired = asked?.status === 'approved' ? withExpiredPassport([application]) : [];
  const reasonError = form.formState.errors.reason?.message;
  const { i18n, t } = useLingui();
  const named = (status: ApplicationStatus) => i18n._(STATUS_WORDS[status]);
  const from = named(current);
  const to = asked ? named(asked.status) : '';
  return (
    <div className="no-print mb-3">
      <p className="mb-2">
        {i18n._(STATUS_DIALOG.current)} <strong>{from}</strong>
      </p>
      <div className="d-flex flex-wrap gap-2" role="group" aria-label={t`Set the status`}>
        {CHANGES.map(({ change, className }) => (
          <button key={change.status} type="button" className={className} disabled={pending} onClick={() => ask(change)}>
            {i18n._(change.label)}
          </button>
        ))}
      </div>
      {!asked && failure && (
        <div className="mt-3">
          <Alert tone="error">{inPageLanguage(i18n, failure)}</Alert>
        </div>
      )}
      <ConfirmDialog
        open={asked !== null}
        title={i18n._(STATUS_DIALOG.title)}
        confirmLabel={expired.length > 0 ? t`Approve anyway` : asked ? i18n._(STATUS_DIALOG.confirm(to)) : ''}
        pending={pending}
        onConfirm={() => void onSubmit()}
        onCancel={cancel}
      >
        <p>{asked ? t`${from} → ${to}` : ''}</p>
        {asked && <DateTheStatusSets status={asked.status} />}
        <ExpiredPassportWarning applications={expired} named={false} />
        <form id={REASON_FORM_ID} onSubmit={onSubmit} noValidate>
          {failure && <Alert tone="error">{inPageLanguage(i18n, failure)}</Alert>}
          <TextAreaField label={i18n._(STATUS_DIALOG.reason)} rows={3} maxLength={500} error={reasonError && inPageLanguage(i18n, reasonError)} {...form.register('reason')} />
        </form>
      </ConfirmDialog>
    </div>
  );
}
