import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { StatusChangeSchema, type Application, type ApplicationStatus, type BulkStatusResponse } from '@visadesk/contract';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { STATUS_WORDS } from '../../../components/applicant/applicant-words';
import { Alert, type Notice } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { inPageLanguage } from '../../../i18n/contract-texts';
import { contractResolver } from '../../../lib/contract-resolver';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSetStatusOfManyMutation } from '../api/bulk-status';
import { listErrorMessage } from '../../../lib/list-error-message';
import { STATUS_DIALOG } from './status-actions';
import { listedName } from './application-row-parts';
import { ExpiredPassportWarning, withExpiredPassport } from './expired-passport';

const STATUSES: readonly { status: ApplicationStatus; className: string }[] = [
  { status: 'pending', className: 'btn btn-sm btn-warning' },
  { status: 'approved', className: 'btn btn-sm btn-success' },
  { status: 'rejected', className: 'btn btn-sm btn-danger' },
];

/** What came of it: every one changed, or which were left as they were and why (by name, as the list shows them). */
export function bulkOutcome(i18n: I18n, answer: BulkStatusResponse, applications: readonly Application[]): Notice {
  const status = i18n._(STATUS_WORDS[answer.status]);
  const changed = answer.changed.length;
  if (answer.failed.length === 0) {
    return { tone: 'success', text: i18n._(msg({ message: plural(changed, { one: `# application set to ${status}.`, other: `# applications set to ${status}.` }) })) };
  }
  const nameOf = (id: string) => {
    const application = applications.find((one) => one._id === id);
    return application ? listedName(i18n, application) : id;
  };
  const asked = changed + answer.failed.length;
  const notChanged = answer.failed.map(({ _id, message }) => `${nameOf(_id)} (${inPageLanguage(i18n, message)})`).join('; ');
  return {
    tone: 'error',
    text: i18n._(msg({
      message: plural(asked, {
        one: `${changed} of # application set to ${status}. Not changed: ${notChanged}.`,
        other: `${changed} of # applications set to ${status}. Not changed: ${notChanged}.`,
      }),
    })),
  };
}

interface BulkStatusProps {
  /** The applications of the page on screen, for their names. */
  applications: readonly Application[];
  selected: readonly string[];
  onClear: () => void;
  /** What came of the change, for the list to show. */
  onDone: (notice: Notice) => void;
  /** Other changes of the ticked ones, beside the statuses (the stage). */
  children?: ReactNode;
}

/** The confirmation's form: the optional reason, sent with the ticked ids; what came of it goes to the list. */
function useBulkStatusForm({ applications, selected, onClear, onDone }: BulkStatusProps) {
  const { i18n } = useLingui();
  const [setStatusOfMany] = useSetStatusOfManyMutation();
  const [asked, setAsked] = useState<ApplicationStatus | null>(null);
  const contract = useContractForm<z.input<typeof StatusChangeSchema>, unknown, z.output<typeof StatusChangeSchema>>({
    resolver: contractResolver(StatusChangeSchema),
    defaultValues: { reason: '' },
    send: async ({ reason }) => {
      if (!asked) return;
      const answer = await setStatusOfMany({ ids: [...selected], status: asked, reason }).unwrap();
      setAsked(null);
      onClear();
      onDone(bulkOutcome(i18n, answer, applications));
    },
    failureMessage: (error) => listErrorMessage(i18n, error),
  });
  const ask = (status: ApplicationStatus) => {
    contract.clear({ reason: '' });
    setAsked(status);
  };
  return { ...contract, asked, ask, cancel: () => setAsked(null) };
}

/**
 * One status for the ticked applications, after a confirmation naming how many. Each
 * changes on its own on the server, with its own history entry and its own email to the applicant.
 */
export function BulkStatus(props: BulkStatusProps) {
  const { i18n, t } = useLingui();
  const { form, onSubmit, failure, pending, asked, ask, cancel } = useBulkStatusForm(props);
  const count = props.selected.length;
  if (count === 0) return null;
  const to = asked ? i18n._(STATUS_WORDS[asked]) : '';
  const ticked = props.applications.filter((application) => props.selected.includes(application._id));
  const expired = asked === 'approved' ? withExpiredPassport(ticked) : [];
  const reasonError = form.formState.errors.reason?.message;
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-2 p-2 border rounded bg-light" role="group" aria-label={t`Selected applications`}>
      <span className="me-1" aria-live="polite">
        <Plural value={count} one="# selected" other="# selected" />
      </span>
      {STATUSES.map(({ status, className }) => (
        <button key={status} type="button" className={className} onClick={() => ask(status)}>
          <Trans>Set to {i18n._(STATUS_WORDS[status])}</Trans>
        </button>
      ))}
      {props.children}
      <button type="button" className="btn btn-sm btn-link" onClick={props.onClear}>
        <Trans>Clear selection</Trans>
      </button>
      <ConfirmDialog
        open={asked !== null}
        title={t({ message: plural(count, { one: 'Change the status of # application?', other: 'Change the status of # applications?' }) })}
        confirmLabel={expired.length > 0 ? t`Approve anyway` : asked ? i18n._(STATUS_DIALOG.confirm(to)) : ''}
        pending={pending}
        onConfirm={() => void onSubmit()}
        onCancel={cancel}
      >
        <p>{t({
          message: plural(count, {
            one: `Set # application to ${to}? Its history records the change, and its applicant is told as from its own page.`,
            other: `Set # applications to ${to}? Each one's history records the change, and each applicant is told as from their own page.`,
          }),
        })}</p>
        <ExpiredPassportWarning applications={expired} named />
        <form onSubmit={onSubmit} noValidate>
          {failure && <Alert tone="error">{inPageLanguage(i18n, failure)}</Alert>}
          <TextAreaField label={i18n._(STATUS_DIALOG.reason)} rows={3} maxLength={500} error={reasonError && inPageLanguage(i18n, reasonError)} {...form.register('reason')} />
        </form>
      </ConfirmDialog>
    </div>
  );
}
