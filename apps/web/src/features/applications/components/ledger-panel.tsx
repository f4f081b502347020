import { Trans, useLingui } from '@lingui/react/macro';
import { APPLICATION_MESSAGES, formatMoney, type Application, type Ledger } from '@visadesk/contract';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Ltr } from '../../../components/ui/isolated';
import { PageLoader } from '../../../components/ui/page-loader';
import { inPageLanguage } from '../../../i18n/contract-texts';
import { useFees, useLedger } from '../api/ledger';
import { LedgerEntryForm } from './ledger-entry-form';
import { LedgerTable } from './ledger-table';

/** What the worker owes per currency (or is owed), and the service fee against the destination's cap. */
function LedgerSummary({ ledger }: { ledger: Ledger }) {
  const { i18n, t } = useLingui();
  const money = (amount: number, currency: string) => formatMoney(amount, currency, i18n.locale);
  const open = Object.entries(ledger.balance).filter(([, amount]) => amount !== 0);
  const fee = ledger.serviceFee;
  const cap = fee ? money(fee.cap.amount, fee.cap.currency) : '';
  const country = fee?.cap.country ?? '';
  const charged = fee ? money(fee.charged, fee.cap.currency) : '';
  const paid = fee ? money(fee.paid, fee.cap.currency) : '';
  return (
    <dl className="fact-list mb-3" aria-label={t`Balance`}>
      <div className="fact">
        <dt>{t`Balance`}</dt>
        <dd>
          {open.length === 0 ? t`Nothing owed` : open.map(([currency, amount]) => (
            <div key={currency}>{amount > 0 ? t`Owed by the worker:` : t`Owed to the worker:`} <strong><Ltr>{money(Math.abs(amount), currency)}</Ltr></strong></div>
          ))}
        </dd>
      </div>
      {fee && (
        <div className="fact">
          <dt>{t`Legal cap`}</dt>
          <dd>
            <Trans>Service fee for {country}: at most {cap}; charged {charged}, paid {paid}.</Trans>
            {fee.over && <span className="badge text-bg-danger ms-2">{t`Above the legal cap`}</span>}
          </dd>
        </div>
      )}
    </dl>
  );
}

/**
 * "Fees and payments" on the application's page (ADR 051): the balance and the legal cap, every
 * entry with its receipt and the way to reverse it, and the form to record one.
 */
export function LedgerPanel({ application }: { application: Application }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const ledger = useLedger(application._id);
  const fees = useFees();
  const failed = ledger.error !== undefined || fees.error !== undefined;
  return (
    <section className="card shadow-sm mb-4 no-print" aria-labelledby={headingId} aria-busy={ledger.loading}>
      <div className="card-body">
        <h2 id={headingId} className="h5 mb-3"><Trans>Fees and payments</Trans></h2>
        {failed && <Alert tone="error">{inPageLanguage(i18n, APPLICATION_MESSAGES.loadError)}</Alert>}
        {ledger.data ? (
          <>
            <LedgerSummary ledger={ledger.data} />
            <LedgerTable applicationId={application._id} entries={ledger.data.entries} />
          </>
        ) : (!failed && <PageLoader />)}
        {fees.data && <LedgerEntryForm applicationId={application._id} fees={fees.data} />}
      </div>
    </section>
  );
}
