import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, LEDGER_MESSAGES, PAGES, REVERSAL_REASON_MAX, type LedgerEntry } from '@visadesk/contract';
import { useState } from 'react';
import { Alert, type Notice } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Isolated, Ltr } from '../../../components/ui/isolated';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { inPageLanguage } from '../../../i18n/contract-texts';
import { serverErrorMessage } from '../../../lib/server-error-message';
import { useReverseLedgerEntryMutation } from '../api/ledger';
import { useEntryWords } from '../../../components/ledger/ledger-words';

/** One entry: the day, what, for, the amount, how and by whom, its receipt, and the way to reverse it. */
function EntryRow({ entry, reversedBy, onReverse }: { entry: LedgerEntry; reversedBy: LedgerEntry | undefined; onReverse: (entry: LedgerEntry) => void }) {
  const { i18n, t } = useLingui();
  const words = useEntryWords();
  const amount = formatMoney(entry.amount, entry.currency, i18n.locale);
  return (
    <tr className={reversedBy ? 'text-body-secondary text-decoration-line-through' : undefined}>
      <td><time dateTime={entry.on}>{entry.on}</time></td>
      <td>{words.kind(entry.kind)}</td>
      <td>{entry.label}{entry.reason && <div className="small text-decoration-none"><Isolated>{entry.reason}</Isolated></div>}</td>
      <td className="text-end"><Ltr>{amount}</Ltr></td>
      <td>{entry.method && words.method(entry.method)}{entry.reference && <> · <Ltr>{entry.reference}</Ltr></>}</td>
      <td>{entry.by}</td>
      <td>{entry.receiptNo && <a href={`${PAGES.receipt}/${entry._id}`} target="_blank" rel="noopener noreferrer"><Ltr>{entry.receiptNo}</Ltr></a>}</td>
      <td className="text-end">
        {entry.kind !== 'reversal' && !reversedBy && (
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => onReverse(entry)} aria-label={t`Reverse the ${words.kind(entry.kind)} of ${amount}`}>
            <Trans>Reverse</Trans>
          </button>
        )}
      </td>
    </tr>
  );
}

/** Asks why before reversing: the reason is kept with the reversal and shown in the history. */
function ReverseDialog({ applicationId, entry, onDone }: { applicationId: string; entry: LedgerEntry | null; onDone: (notice: Notice | null) => void }) {
  const { i18n, t } = useLingui();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [reverse, { isLoading }] = useReverseLedgerEntryMutation();
  const confirm = async () => {
    if (!entry) return;
    if (!reason.trim()) return setError(LEDGER_MESSAGES.reason);
    try {
      await reverse({ id: applicationId, entryId: entry._id, reason: reason.trim() }).unwrap();
      setReason('');
      setError('');
      onDone({ tone: 'success', text: LEDGER_MESSAGES.reversed });
    } catch (failure) {
      setError(serverErrorMessage(failure));
    }
  };
  return (
    <ConfirmDialog open={entry !== null} title={t`Reverse this entry?`} confirmLabel={t`Reverse`} pending={isLoading} onConfirm={() => void confirm()} onCancel={() => onDone(null)}>
      <p><Trans>Entries are never changed or deleted: a reversal cancels this one, and both stay in the ledger. A receipt keeps its number.</Trans></p>
      <TextAreaField label={t`Why is it reversed?`} rows={2} maxLength={REVERSAL_REASON_MAX} value={reason} error={error && inPageLanguage(i18n, error)} onChange={(event) => setReason(event.currentTarget.value)} />
    </ConfirmDialog>
  );
}

/** Every entry in the order recorded, a reversed one struck through; each may be reversed once, with a reason. */
export function LedgerTable({ applicationId, entries }: { applicationId: string; entries: readonly LedgerEntry[] }) {
  const { i18n, t } = useLingui();
  const [reversing, setReversing] = useState<LedgerEntry | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  if (entries.length === 0) return <p className="text-body-secondary">{t`Nothing charged or paid yet.`}</p>;
  const reversals = new Map(entries.flatMap((entry) => (entry.reverses ? [[entry.reverses, entry] as const] : [])));
  return (
    <>
      {notice && <Alert tone={notice.tone}>{inPageLanguage(i18n, notice.text)}</Alert>}
      <div className="table-responsive">
        <table className="table table-sm align-middle mb-2">
          <caption className="caption-top">{t`Entries`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Day`}</th><th scope="col">{t`Kind`}</th><th scope="col">{t`For`}</th><th scope="col" className="text-end">{t`Amount`}</th>
              <th scope="col">{t`Paid by`}</th><th scope="col">{t`By`}</th><th scope="col">{t`Receipt`}</th><th scope="col"><span className="visually-hidden">{t`Actions`}</span></th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => <EntryRow key={entry._id} entry={entry} reversedBy={reversals.get(entry._id)} onReverse={(chosen) => { setNotice(null); setReversing(chosen); }} />)}
          </tbody>
        </table>
      </div>
      <ReverseDialog applicationId={applicationId} entry={reversing} onDone={(done) => { setReversing(null); setNotice(done); }} />
    </>
  );
}
