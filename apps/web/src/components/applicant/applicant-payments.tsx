import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { formatMoney, textIn, type ApplicantPayments, type Language } from '@visadesk/contract';
import { useId } from 'react';
import { ownWords } from '../../lib/own-words';
import { Isolated, Ltr } from '../ui/isolated';
import { shownDate } from './applicant-words';

type Entry = ApplicantPayments['entries'][number];

export const PAYMENT_WORDS = {
  heading: msg({ message: 'Your payments', comment: 'Heading over what the agency charged the worker, what the worker paid and what was refunded.' }),
  date: msg({ message: 'Date', comment: 'Column of the payments table: the day the money changed hands.' }),
  for: msg({ message: 'For', comment: 'Column of the payments table: what the charge or payment is for (service fee, medical, visa…).' }),
  what: msg({ message: 'What', comment: 'Column of the payments table: charged, paid or refunded.' }),
  amount: msg({ message: 'Amount', comment: 'Column of the payments table.' }),
  receipt: msg({ message: 'Receipt', comment: 'Column of the payments table: the link to the printable receipt of a payment.' }),
  charge: msg({ message: 'Charged', comment: 'A fee the agency charged the worker.' }),
  payment: msg({ message: 'Paid', comment: 'Money the worker paid the agency.' }),
  refund: msg({ message: 'Refunded', comment: 'Money the agency gave back to the worker.' }),
  cancelled: msg({ message: 'Cancelled', comment: 'Beside a payment the agency recorded by mistake and then cancelled.' }),
  owed: msg({ message: 'Still to pay', comment: 'Before the amount the worker still owes the agency.' }),
  owing: msg({ message: 'To be returned to you', comment: 'Before the amount the agency owes back to the worker.' }),
  settled: msg({ message: 'Nothing left to pay', comment: 'When what the worker was charged is all paid.' }),
  above: msg({ message: 'This is more than the law allows: ask for it back, and keep every receipt.', comment: 'When the worker paid more service fee than the legal cap.' }),
};

/** One line of the table: the day, what for (the agency's label in the page's language), which way, the amount and its receipt. */
function PaymentRow({ entry }: { entry: Entry }) {
  const { _, i18n } = useLingui();
  const label = textIn({ en: entry.label, ...entry.names }, i18n.locale as Language);
  return (
    <tr className={entry.reversed ? 'text-body-secondary text-decoration-line-through' : undefined}>
      <td><time dateTime={entry.on}>{shownDate(i18n, entry.on)}</time></td>
      <td {...ownWords(label)}>{label.text}</td>
      <td>{_(PAYMENT_WORDS[entry.kind])}{entry.reversed && <> · <span className="text-decoration-none">{_(PAYMENT_WORDS.cancelled)}</span></>}</td>
      <td className="text-end"><Ltr>{formatMoney(entry.amount, entry.currency, i18n.locale)}</Ltr></td>
      <td>{entry.receipt && <a href={entry.receipt} target="_blank" rel="noopener noreferrer"><Ltr>{entry.receiptNo}</Ltr></a>}</td>
    </tr>
  );
}

/** The government's cap on the service fee for the worker's destination, beside what they paid; the amounts set apart. */
function CapLine({ cap }: { cap: NonNullable<ApplicantPayments['cap']> }) {
  const { i18n } = useLingui();
  const country = textIn({ en: cap.country, ...cap.names }, i18n.locale as Language).text;
  const most = formatMoney(cap.amount, cap.currency, i18n.locale);
  const paid = formatMoney(cap.paid, cap.currency, i18n.locale);
  return (
    <Trans comment="The government cap on the agency’s service fee for the worker’s destination country, beside what the worker paid.">
      Legal service fee for <Isolated>{country}</Isolated>: at most <Ltr>{most}</Ltr>. You have paid <Ltr>{paid}</Ltr>.
    </Trans>
  );
}

/** What is left per currency: owed by the worker, owed to them, or nothing. */
function BalanceLine({ balance }: { balance: ApplicantPayments['balance'] }) {
  const { _, i18n } = useLingui();
  const open = Object.entries(balance).filter(([, amount]) => amount !== 0);
  if (open.length === 0) return <p className="mb-1">{_(PAYMENT_WORDS.settled)}</p>;
  return (
    <ul className="list-unstyled mb-1">
      {open.map(([currency, amount]) => (
        <li key={currency}>
          {_(amount > 0 ? PAYMENT_WORDS.owed : PAYMENT_WORDS.owing)}: <strong><Ltr>{formatMoney(Math.abs(amount), currency, i18n.locale)}</Ltr></strong>
        </li>
      ))}
    </ul>
  );
}

/**
 * The worker's payments on their copy (ADR 051): every charge, payment and refund with its day, a
 * cancelled one struck through, each payment's receipt; what is left to pay; and the legal cap of
 * their destination beside the service fee they paid. Shown only once there is something to show.
 */
export function ApplicantPaymentsSection({ payments }: { payments: ApplicantPayments }) {
  const { _ } = useLingui();
  const headingId = useId();
  if (payments.entries.length === 0 && !payments.cap) return null;
  const { cap } = payments;
  return (
    <section className="applicant-payments mt-4" aria-labelledby={headingId}>
      <h3 id={headingId} className="h5">{_(PAYMENT_WORDS.heading)}</h3>
      {payments.entries.length > 0 && (
        <div className="table-responsive">
          <table className="table table-sm align-middle mb-2">
            <thead>
              <tr>
                <th scope="col">{_(PAYMENT_WORDS.date)}</th>
                <th scope="col">{_(PAYMENT_WORDS.for)}</th>
                <th scope="col">{_(PAYMENT_WORDS.what)}</th>
                <th scope="col" className="text-end">{_(PAYMENT_WORDS.amount)}</th>
                <th scope="col">{_(PAYMENT_WORDS.receipt)}</th>
              </tr>
            </thead>
            <tbody>
              {payments.entries.map((entry, index) => <PaymentRow key={index} entry={entry} />)}
            </tbody>
          </table>
        </div>
      )}
      <BalanceLine balance={payments.balance} />
      {cap && (
        <p className={cap.paid > cap.amount ? 'alert alert-danger mb-0' : 'alert alert-info mb-0'}>
          <CapLine cap={cap} />
          {cap.paid > cap.amount && <> {_(PAYMENT_WORDS.above)}</>}
        </p>
      )}
    </section>
  );
}
