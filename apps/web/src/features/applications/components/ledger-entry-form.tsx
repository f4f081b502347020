import { Trans, useLingui } from '@lingui/react/macro';
import {
  COMMON_CURRENCIES,
  formatMoney,
  LEDGER_MESSAGES,
  LedgerEntryInputSchema,
  minorUnits,
  PAYMENT_METHODS,
  RECORDED_KINDS,
  type FeesAnswer,
  type LedgerEntryInput,
  type PaymentMethod,
  type RecordedKind,
} from '@visadesk/contract';
import { useId, useState, type FormEvent } from 'react';
import { Alert, type Notice } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { InputField } from '../../../components/ui/input-field';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { inPageLanguage } from '../../../i18n/contract-texts';
import { isApiError } from '../../../lib/api-client';
import { serverErrorMessage } from '../../../lib/server-error-message';
import { todayHere } from '../../../lib/today-here';
import { overCapOf, useAddLedgerEntryMutation, type OverCap } from '../api/ledger';
import { useEntryWords } from '../../../components/ledger/ledger-words';

/** The form as typed: the amount in whole units ("12,500.50"), turned into the smallest unit when sent. */
interface Typed {
  kind: RecordedKind;
  label: string;
  amount: string;
  currency: string;
  method: PaymentMethod;
  reference: string;
  on: string;
}

const blank = (fees: FeesAnswer): Typed => ({ kind: 'payment', label: fees.serviceFee, amount: '', currency: fees.currency, method: 'cash', reference: '', on: todayHere() });

/** What the contract makes of the typed values: the entry to send, or each field's message. */
function checked(typed: Typed): { entry: LedgerEntryInput } | { errors: Record<string, string> } {
  const currency = typed.currency.trim().toUpperCase();
  const entry = {
    kind: typed.kind, label: typed.label, amount: minorUnits(typed.amount, currency), currency,
    ...(typed.kind === 'charge' ? {} : { method: typed.method, reference: typed.reference }), on: typed.on,
  };
  const result = LedgerEntryInputSchema.safeParse(entry);
  if (result.success) return { entry };
  return { errors: Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0] ?? '_'), issue.message])) };
}

/** The confirmation above the legal cap: the cap, where the entry takes the total, and how far above. */
function OverCapDialog({ overCap, pending, onConfirm, onCancel }: { overCap: OverCap | null; pending: boolean; onConfirm: () => void; onCancel: () => void }) {
  const { i18n, t } = useLingui();
  const money = (amount: number) => (overCap ? formatMoney(amount, overCap.cap.currency, i18n.locale) : '');
  const country = overCap?.cap.country ?? '';
  const cap = money(overCap?.cap.amount ?? 0);
  const total = money(overCap?.total ?? 0);
  const excess = money(overCap?.excess ?? 0);
  return (
    <ConfirmDialog open={overCap !== null} title={t`Above the legal cap`} confirmLabel={t`Record it anyway`} pending={pending} onConfirm={onConfirm} onCancel={onCancel}>
      <p>
        <Trans>The legal service fee for {country} is at most {cap}. This entry takes the total to {total}: {excess} above the cap.</Trans>
      </p>
      <p className="mb-0">
        <Trans>Recorded anyway, the application is marked as above the cap on the desk, the dashboard and the export.</Trans>
      </p>
    </ConfirmDialog>
  );
}

/** Kind, label, amount, currency, method, reference and day, each with its message. */
function EntryFields({ typed, set, errors, fees }: { typed: Typed; set: (change: Partial<Typed>) => void; errors: Record<string, string>; fees: FeesAnswer }) {
  const { i18n, t } = useLingui();
  const words = useEntryWords();
  const said = (field: string) => errors[field] && inPageLanguage(i18n, errors[field] ?? '');
  const listId = useId();
  return (
    <div className="row g-2">
      <div className="col-sm-4"><SelectField label={t`Kind`} value={typed.kind} options={RECORDED_KINDS.map((kind) => ({ value: kind, label: words.kind(kind) }))} error={said('kind')} onChange={(event) => set({ kind: event.currentTarget.value as RecordedKind })} /></div>
      <div className="col-sm-4"><SelectField label={t`For`} value={typed.label} options={fees.labels.map((label) => ({ value: label.en, label: label.en }))} error={said('label')} onChange={(event) => set({ label: event.currentTarget.value })} /></div>
      <div className="col-sm-4"><InputField label={t`Day`} type="date" max={todayHere()} value={typed.on} error={said('on')} onChange={(event) => set({ on: event.currentTarget.value })} /></div>
      <div className="col-sm-4"><InputField label={t`Amount`} inputMode="decimal" autoComplete="off" value={typed.amount} error={said('amount')} onChange={(event) => set({ amount: event.currentTarget.value })} /></div>
      <div className="col-sm-4">
        <InputField label={t`Currency`} list={listId} maxLength={3} autoComplete="off" value={typed.currency} error={said('currency')} onChange={(event) => set({ currency: event.currentTarget.value })} />
        <datalist id={listId}>{COMMON_CURRENCIES.map((code) => <option key={code} value={code} />)}</datalist>
      </div>
      {typed.kind !== 'charge' && (
        <>
          <div className="col-sm-4"><SelectField label={t`Paid by`} value={typed.method} options={PAYMENT_METHODS.map((method) => ({ value: method, label: words.method(method) }))} error={said('method')} onChange={(event) => set({ method: event.currentTarget.value as PaymentMethod })} /></div>
          <div className="col-sm-8"><InputField label={t`Reference (transaction id; not for cash)`} autoComplete="off" maxLength={100} value={typed.reference} error={said('reference')} onChange={(event) => set({ reference: event.currentTarget.value })} /></div>
        </>
      )}
    </div>
  );
}

/**
 * "Record a charge, payment or refund": checked by the contract's rules as typed; a service fee above
 * the destination's legal cap is asked about first (the server's 409 names the cap and the excess),
 * then sent again with `confirm` only if staff confirm.
 */
export function LedgerEntryForm({ applicationId, fees }: { applicationId: string; fees: FeesAnswer }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const [typed, setTyped] = useState<Typed>(() => blank(fees));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [overCap, setOverCap] = useState<{ entry: LedgerEntryInput; refusal: OverCap } | null>(null);
  const [add, { isLoading }] = useAddLedgerEntryMutation();
  const send = async (entry: LedgerEntryInput) => {
    try {
      await add({ id: applicationId, ...entry }).unwrap();
      setOverCap(null);
      setTyped((before) => ({ ...blank(fees), kind: before.kind, label: before.label, currency: before.currency }));
      setNotice({ tone: 'success', text: LEDGER_MESSAGES.recorded });
    } catch (error) {
      const refusal = overCapOf(error);
      if (refusal && !entry.confirm) return setOverCap({ entry, refusal });
      setOverCap(null);
      setErrors(isApiError(error) ? (error.body.errors ?? {}) : {});
      setNotice({ tone: 'error', text: serverErrorMessage(error) });
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    const result = checked(typed);
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    return send(result.entry);
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId} className="mt-3">
      <h3 id={headingId} className="h6"><Trans>Record a charge, payment or refund</Trans></h3>
      {notice && <Alert tone={notice.tone}>{inPageLanguage(i18n, notice.text)}</Alert>}
      <EntryFields typed={typed} set={(change) => setTyped((before) => ({ ...before, ...change }))} errors={errors} fees={fees} />
      <SubmitButton pending={isLoading && overCap === null} className="btn btn-primary mt-2"><Trans>Record</Trans></SubmitButton>
      <OverCapDialog overCap={overCap?.refusal ?? null} pending={isLoading} onConfirm={() => void (overCap && send({ ...overCap.entry, confirm: true }))} onCancel={() => setOverCap(null)} />
    </form>
  );
}
