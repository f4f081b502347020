import { Trans, useLingui } from '@lingui/react/macro';
import { COMMON_CURRENCIES, COUNTRIES, LEDGER_MESSAGES, majorUnits, minorUnits, type FeesAnswer, type LocalText } from '@visadesk/contract';
import { useId, useState, type FormEvent } from 'react';
import { Alert, type Notice } from '../../../components/ui/alert';
import { InputField } from '../../../components/ui/input-field';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { inPageLanguage } from '../../../i18n/contract-texts';
import { isApiError } from '../../../lib/api-client';
import { serverErrorMessage } from '../../../lib/server-error-message';
import { useSaveFeesMutation } from '../api/fees';

/** A cap as typed: the amount in whole units. */
interface TypedCap {
  country: string;
  amount: string;
  currency: string;
}

const typedCaps = (fees: FeesAnswer): TypedCap[] => fees.caps.map((cap) => ({ ...cap, amount: String(majorUnits(cap.amount, cap.currency)) }));

/** The English lines as labels, each keeping the translations of the label it already was. */
const labelsOf = (text: string, before: readonly LocalText[]): LocalText[] =>
  text.split('\n').map((line) => line.trim()).filter(Boolean).map((en) => ({ ...before.find((label) => label.en.toLowerCase() === en.toLowerCase()), en }));

/** One cap: the destination (typed, a country's name or code, with the country list's names suggested), the amount in whole units and its currency. */
function CapRow({ cap, index, countriesId, set, remove }: { cap: TypedCap; index: number; countriesId: string; set: (change: Partial<TypedCap>) => void; remove: () => void }) {
  const { t } = useLingui();
  const row = index + 1;
  return (
    <div className="row g-2 align-items-end mb-2" role="group" aria-label={t`Cap ${row}`}>
      <div className="col-sm-5"><InputField label={t`Destination`} list={countriesId} autoComplete="off" value={cap.country} onChange={(event) => set({ country: event.currentTarget.value })} /></div>
      <div className="col-sm-3"><InputField label={t`At most`} inputMode="decimal" value={cap.amount} onChange={(event) => set({ amount: event.currentTarget.value })} /></div>
      <div className="col-sm-2"><InputField label={t`Currency`} maxLength={3} value={cap.currency} onChange={(event) => set({ currency: event.currentTarget.value })} /></div>
      <div className="col-sm-2"><button type="button" className="btn btn-outline-danger w-100" onClick={remove}><Trans>Remove</Trans></button></div>
    </div>
  );
}

/** The fee settings' form: the default currency, the labels (one a line), the service fee's label and the caps by destination. */
export function FeesEditor({ initial, onSaved }: { initial: FeesAnswer; onSaved: (saved: FeesAnswer) => void }) {
  const { i18n, t } = useLingui();
  const listId = useId();
  const countriesId = useId();
  const [currency, setCurrency] = useState(initial.currency);
  const [labelsText, setLabelsText] = useState(initial.labels.map((label) => label.en).join('\n'));
  const [serviceFee, setServiceFee] = useState(initial.serviceFee);
  const [caps, setCaps] = useState(() => typedCaps(initial));
  const [notice, setNotice] = useState<Notice | null>(null);
  const [save, { isLoading }] = useSaveFeesMutation();
  const labels = labelsOf(labelsText, initial.labels);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    const code = (value: string) => value.trim().toUpperCase();
    const update = { currency: code(currency), labels, serviceFee, caps: caps.map((cap) => ({ country: cap.country, amount: minorUnits(cap.amount, code(cap.currency)), currency: code(cap.currency) })) };
    try {
      const saved = await save(update).unwrap();
      setCaps(typedCaps(saved));
      onSaved(saved);
      setNotice({ tone: 'success', text: LEDGER_MESSAGES.feesSaved });
    } catch (error) {
      const first = isApiError(error) ? Object.values(error.body.errors ?? {})[0] : undefined;
      setNotice({ tone: 'error', text: first ?? serverErrorMessage(error) });
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      {notice && <Alert tone={notice.tone}>{inPageLanguage(i18n, notice.text)}</Alert>}
      <div className="row g-2">
        <div className="col-sm-4">
          <InputField label={t`Default currency`} list={listId} maxLength={3} value={currency} onChange={(event) => setCurrency(event.currentTarget.value)} />
          <datalist id={listId}>{COMMON_CURRENCIES.map((code) => <option key={code} value={code} />)}</datalist>
        </div>
        <div className="col-sm-8">
          <SelectField label={t`The service fee (the legal cap applies to it)`} value={serviceFee} options={labels.map((label) => ({ value: label.en, label: label.en }))} onChange={(event) => setServiceFee(event.currentTarget.value)} />
        </div>
      </div>
      <TextAreaField label={t`What a charge or payment is for, one a line`} rows={7} value={labelsText} onChange={(event) => setLabelsText(event.currentTarget.value)} />
      <h3 className="h6 mt-3"><Trans>Legal caps on the service fee, by destination</Trans></h3>
      {caps.map((cap, index) => (
        <CapRow key={index} cap={cap} index={index} countriesId={countriesId} set={(change) => setCaps((all) => all.map((one, at) => (at === index ? { ...one, ...change } : one)))} remove={() => setCaps((all) => all.filter((_, at) => at !== index))} />
      ))}
      {/* One list of the countries' names for every row: a select per row put 250 options in the page per cap. */}
      <datalist id={countriesId}>{COUNTRIES.map((country) => <option key={country.code} value={country.name} />)}</datalist>
      <button type="button" className="btn btn-outline-secondary btn-sm mb-3" onClick={() => setCaps((all) => [...all, { country: '', amount: '', currency: currency.toUpperCase() }])}><Trans>Add a cap</Trans></button>
      <div><SubmitButton pending={isLoading} className="btn btn-primary"><Trans>Save the fees</Trans></SubmitButton></div>
    </form>
  );
}
