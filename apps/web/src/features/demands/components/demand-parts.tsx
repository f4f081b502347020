import { Plural, useLingui } from '@lingui/react/macro';
import { formatMoney, overQuota, type Demand, type DemandState } from '@visadesk/contract';
import { Ltr } from '../../../components/ui/isolated';
import { STATE_BADGES, STATE_WORDS } from './demand-words';

/** A demand's state as a badge. */
export function StateBadge({ state }: { state: DemandState }) {
  const { i18n } = useLingui();
  return <span className={`badge ${STATE_BADGES[state]}`}>{i18n._(STATE_WORDS[state])}</span>;
}

/** An amount in the desk's language, kept left to right. */
export function Money({ amount, currency }: { amount: number; currency: string }) {
  const { i18n } = useLingui();
  return <Ltr>{formatMoney(amount, currency, i18n.locale)}</Ltr>;
}

/** "3 over quota": the workers linked beyond a position's quota, in words, not only in colour. */
export function OverQuotaMark({ over }: { over: number }) {
  if (over === 0) return null;
  return (
    <span className="badge text-bg-warning ms-2">
      <Plural value={over} one="# over quota" other="# over quota" />
    </span>
  );
}

/** Each position with its linked workers against its quota ("Welder: 3 of 2 linked"), and its excess. */
export function PositionsLinked({ demand }: { demand: Demand }) {
  const { t } = useLingui();
  return (
    <ul className="list-unstyled mb-0">
      {demand.positions.map((position) => {
        const linked = demand.linked[position._id]?.total ?? 0;
        const quota = position.quota;
        return (
          <li key={position._id}>
            {t`${position.title}: ${linked} of ${quota} linked`}
            <OverQuotaMark over={overQuota(position, demand.linked)} />
          </li>
        );
      })}
    </ul>
  );
}
