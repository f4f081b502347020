import { Plural, Trans } from '@lingui/react/macro';
import { daysBetween as wholeDaysBetween, type Application } from '@visadesk/contract';
import { useCallback } from 'react';
import { todayHere } from '../../../lib/today-here';
import { useStages } from '../../../lib/stages';

/** Where an application stands on its journey, as the list and the board show it (ADR 049). */

type Journeying = Pick<Application, 'stage' | 'stageSince' | 'stageDue'>;

/** Whole days from one calendar day (YYYY-MM-DD) to another; never below 0 (a clock a day behind the server's). */
export function daysBetween(first: string, last: string): number {
  const days = wholeDaysBetween(first, last);
  return Number.isFinite(days) ? Math.max(0, days) : 0;
}

/** Past its stage's due day, on this computer's calendar (as an expired passport is); a stage without set time never is. */
export const isOverdue = (application: Journeying, today = todayHere()): boolean =>
  Boolean(application.stageDue) && application.stageDue < today;

/** A stage's name by its id, from the agency's stages; the id itself until they arrive (or when one is gone). */
export function useStageName(): (id: string) => string {
  const stages = useStages().data?.stages;
  return useCallback((id: string) => stages?.find((stage) => stage.id === id)?.name ?? id, [stages]);
}

/** "Overdue", in words, beside the stage of an application past its due day. */
export function OverdueMark({ application }: { application: Journeying }) {
  if (!isOverdue(application)) return null;
  return (
    <span className="badge text-bg-danger ms-2">
      <Trans>Overdue</Trans>
    </span>
  );
}

/** "Medical check-up · 12 days", and Overdue when it is; a dash before the application is on the journey. */
export function StageMark({ application, name }: { application: Journeying; name: (id: string) => string }) {
  if (!application.stage) return <span className="text-body-secondary">—</span>;
  const days = daysBetween(application.stageSince, todayHere());
  return (
    <>
      <span>
        {name(application.stage)}
        {' · '}
        <Plural value={days} _0="since today" one="# day" other="# days" />
      </span>
      <OverdueMark application={application} />
    </>
  );
}
