import { Trans, useLingui } from '@lingui/react/macro';
import type { ApplicationStatus } from '@visadesk/contract';
import { todayHere } from '../../../lib/today-here';

/*
 * The server writes the VISA COLLECT and VISA APPROVE DATEs itself, to the day in the office's
 * TIME_ZONE (README): registering and Pending set the collect date, Approve sets the approve date,
 * Reject clears it. Said where it happens, so a new agency does not find the registration
 * day under VISA COLLECT DATE and think it was typed wrong.
 */

/** Under the add form: the collect date the new application gets. */
export function CollectDateOnRegistration() {
  const { t } = useLingui();
  const today = todayHere();
  return (
    <p className="form-text mb-3">
      <strong>{t`VISA COLLECT DATE`}</strong>{' '}
      <Trans>will be today, {today}: the day the application is registered. Setting the application to Pending again moves it to that day.</Trans>
    </p>
  );
}

/** In the status confirmation: which date the change writes. */
export function DateTheStatusSets({ status }: { status: ApplicationStatus }) {
  const { t } = useLingui();
  const today = todayHere();
  if (status === 'rejected') return <p className="mb-2">{t`The VISA APPROVE DATE is cleared.`}</p>;
  const column = status === 'pending' ? t`VISA COLLECT DATE` : t`VISA APPROVE DATE`;
  return <p className="mb-2">{t`The ${column} becomes today, ${today}.`}</p>;
}
