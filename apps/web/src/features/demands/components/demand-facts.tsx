import { Plural, useLingui } from '@lingui/react/macro';
import type { Demand } from '@visadesk/contract';
import { Link } from 'react-router';
import { demandCallbacksPath } from '../demand-paths';
import { StateBadge } from './demand-parts';

/** A day as the server keeps it, or a dash when none is set. */
const Day = ({ value }: { value: string }) => (value ? <time dateTime={value}>{value}</time> : <>—</>);

/** The demand's own details: the employer's place, the pre-approval, the interview, the closing day, the state and its call-back requests. */
export function DemandFacts({ demand }: { demand: Demand }) {
  const { t } = useLingui();
  return (
    <dl className="fact-list mb-4" aria-label={t`Demand details`}>
      <div className="fact"><dt>{t`Country`}</dt><dd>{demand.employer.country}</dd></div>
      <div className="fact"><dt>{t`City`}</dt><dd>{demand.employer.city || '—'}</dd></div>
      <div className="fact"><dt>{t`Pre-approval number`}</dt><dd>{demand.approvalNo || '—'}</dd></div>
      <div className="fact"><dt>{t`Pre-approval date`}</dt><dd><Day value={demand.approvalDate} /></dd></div>
      <div className="fact"><dt>{t`Interview`}</dt><dd><Day value={demand.interview.date} />{demand.interview.place && <>, {demand.interview.place}</>}</dd></div>
      <div className="fact"><dt>{t`Closes`}</dt><dd><Day value={demand.closes} /></dd></div>
      <div className="fact"><dt>{t`State`}</dt><dd><StateBadge state={demand.state} /></dd></div>
      <div className="fact">
        <dt>{t`Call-back requests`}</dt>
        <dd>
          <Link to={demandCallbacksPath(demand._id)}>
            <Plural value={demand.enquiries} _0="None waiting" one="# waiting" other="# waiting" />
          </Link>
        </dd>
      </div>
    </dl>
  );
}
