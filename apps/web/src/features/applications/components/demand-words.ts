import { useLingui } from '@lingui/react/macro';
import type { Demand, DemandState, Linked, Position } from '@visadesk/contract';

/** How many workers are linked to a position, and whether its quota is reached (linking more is allowed). */
export function positionFill(position: Position, linked: Readonly<Record<string, Linked>>) {
  const count = linked[position._id]?.total ?? 0;
  return { count, full: count >= position.quota };
}

/** The demand and position choices in the desk's words. */
export function useDemandWords() {
  const { t } = useLingui();
  const stateWords: Record<Exclude<DemandState, 'open'>, string> = {
    draft: t`draft, not open`,
    filled: t`filled, no longer open`,
    closed: t`closed, no longer open`,
  };
  return {
    demand: ({ employer, closes, state }: Demand): string => {
      const { name, country } = employer;
      if (state === 'open') return t`${name} — ${country} (closes ${closes})`;
      const status = stateWords[state];
      return t`${name} — ${country} (${status})`;
    },
    position: (position: Position, linked: Readonly<Record<string, Linked>>): string => {
      const { title, quota } = position;
      const { count, full } = positionFill(position, linked);
      return full ? t`${title} — ${count} of ${quota} linked, full` : t`${title} — ${count} of ${quota} linked`;
    },
    fullNote: (position: Position, linked: Readonly<Record<string, Linked>>): string => {
      const { title, quota } = position;
      const { count } = positionFill(position, linked);
      return t`The quota of ${title} is reached: ${count} of ${quota} workers are linked. More can be linked, beyond what the demand asks for.`;
    },
  };
}
