import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, type Balance } from '@visadesk/contract';
import { StatCard } from './stat-card';

/**
 * This month's payments per currency, reversed ones left out, and the applications whose service fee
 * is above their destination's legal cap (ADR 051): the figures an inspection asks for first.
 */
export function PaymentsCard({ received, overCap }: { received: Balance; overCap: number }) {
  const { i18n, t } = useLingui();
  const currencies = Object.keys(received).sort();
  return (
    <StatCard label={t`Received this month`}>
      {currencies.length === 0 ? (
        <p className="mb-1"><Trans>No payments yet this month</Trans></p>
      ) : (
        <ul className="list-unstyled fs-5 fw-semibold text-body mb-1">
          {currencies.map((currency) => <li key={currency}><bdi>{formatMoney(received[currency] ?? 0, currency, i18n.locale)}</bdi></li>)}
        </ul>
      )}
      <p className={overCap > 0 ? 'text-danger fw-semibold mb-0' : 'mb-0'}>
        <Trans>Applications above the legal fee cap: {overCap}</Trans>
      </p>
    </StatCard>
  );
}
