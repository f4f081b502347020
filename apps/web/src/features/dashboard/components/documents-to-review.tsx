import { Trans, useLingui } from '@lingui/react/macro';
import { PAGES } from '@visadesk/contract';
import { Link } from 'react-router';
import { StatCard } from './stat-card';

/**
 * Files applicants sent by link that wait for staff (ADR 050). The list has no filter for them (the
 * server offers none), so the card leads to the list; each application's page shows its own.
 */
export function DocumentsToReviewCard({ count }: { count: number }) {
  const { t } = useLingui();
  return (
    <StatCard label={t`Documents to review`} value={count}>
      <Trans>Sent by applicants by link, to accept or refuse on each application's page</Trans>
      {' · '}
      <Link to={PAGES.application}>
        <Trans>Open the Application List</Trans>
      </Link>
    </StatCard>
  );
}
