import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, PAGES, type PaymentMethod, type PaymentsPage } from '@visadesk/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Ltr } from '../../../components/ui/isolated';
import { useEntryWords } from '../../../components/ledger/ledger-words';

/** An amount in the desk's language, kept left to right. */
function Money({ amount, currency }: { amount: number; currency: string }) {
  const { i18n } = useLingui();
  return <Ltr>{formatMoney(amount, currency, i18n.locale)}</Ltr>;
}

/** A small table of sums: what, currency, amount and how many entries. */
function SumTable({ caption, first, rows }: { caption: string; first: string; rows: readonly { key: ReactNode; currency: string; amount: number; count: number }[] }) {
  const { t } = useLingui();
  return (
    <div className="col-12 col-lg-4">
      <table className="table table-sm align-middle">
        <caption className="caption-top">{caption}</caption>
        <thead><tr><th scope="col">{first}</th><th scope="col" className="text-end">{t`Amount`}</th><th scope="col" className="text-end">{t`Entries`}</th></tr></thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}><th scope="row" className="fw-normal">{row.key}</th><td className="text-end"><Money amount={row.amount} currency={row.currency} /></td><td className="text-end">{row.count}</td></tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Totals per currency, then the sums by method, staff member and day (reversed entries left out). */
export function PaymentsSums({ data }: { data: PaymentsPage }) {
  const { t } = useLingui();
  const words = useEntryWords();
  return (
    <>
      <dl className="fact-list mb-3" aria-label={t`Totals`}>
        {Object.entries(data.totals).map(([currency, sum]) => (
          <div className="fact" key={currency}>
            <dt>{currency}</dt>
            <dd><Trans>Received <Money amount={sum.received} currency={currency} />, refunded <Money amount={sum.refunded} currency={currency} />, net <strong><Money amount={sum.net} currency={currency} /></strong></Trans></dd>
          </div>
        ))}
      </dl>
      <div className="row">
        <SumTable caption={t`By method`} first={t`Method`} rows={data.byMethod.map((row) => ({ ...row, key: words.method(row.method as PaymentMethod) }))} />
        <SumTable caption={t`By staff member`} first={t`Received by`} rows={data.byStaff.map((row) => ({ ...row, key: row.by }))} />
        <SumTable caption={t`By day`} first={t`Day`} rows={data.byDay.map((row) => ({ ...row, key: <time dateTime={row.on}>{row.on}</time> }))} />
      </div>
    </>
  );
}

/** The entries, newest day first: a reversed one struck through; each worker linked to their application. */
export function PaymentsTable({ entries }: { entries: PaymentsPage['entries'] }) {
  const { t } = useLingui();
  const words = useEntryWords();
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle">
        <caption className="caption-top">{t`Payments and refunds`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Day`}</th><th scope="col">{t`Receipt`}</th><th scope="col">{t`Worker`}</th><th scope="col">{t`Kind`}</th><th scope="col">{t`For`}</th>
            <th scope="col" className="text-end">{t`Amount`}</th><th scope="col">{t`Paid by`}</th><th scope="col">{t`Received by`}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry._id} className={entry.reversed ? 'text-body-secondary text-decoration-line-through' : undefined}>
              <td><time dateTime={entry.on}>{entry.on}</time></td>
              <td>{entry.receiptNo && <a href={`${PAGES.receipt}/${entry._id}`} target="_blank" rel="noopener noreferrer"><Ltr>{entry.receiptNo}</Ltr></a>}</td>
              <td>{entry.applicationId ? <Link to={`/updateApplicationView/${entry.applicationId}`}>{entry.worker}</Link> : entry.worker}</td>
              <td>{words.kind(entry.kind)}</td>
              <td>{entry.label}</td>
              <td className="text-end"><Money amount={entry.amount} currency={entry.currency} /></td>
              <td>{words.method(entry.method as PaymentMethod)}{entry.reference && <> · <Ltr>{entry.reference}</Ltr></>}</td>
              <td>{entry.by}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Who still owes (or is owed) money, whatever the days: the largest first. */
export function OutstandingTable({ data }: { data: PaymentsPage }) {
  const { t } = useLingui();
  if (data.outstanding.length === 0) return <p className="text-body-secondary">{t`No balance is open.`}</p>;
  return (
    <table className="table table-sm align-middle">
      <caption className="caption-top"><Trans>Open balances ({data.outstandingCount}), the largest first</Trans></caption>
      <thead><tr><th scope="col">{t`Worker`}</th><th scope="col" className="text-end">{t`Owed by the worker`}</th></tr></thead>
      <tbody>
        {data.outstanding.map((row) => (
          <tr key={`${row.applicationId}-${row.currency}`}>
            <td><Link to={`/updateApplicationView/${row.applicationId}`}>{row.worker}</Link></td>
            <td className="text-end"><Money amount={row.balance} currency={row.currency} /></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
