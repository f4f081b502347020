import { STATEMENT_DAYS, withoutBidiControls as plain, type JourneyStep, type StatementClaims } from '@visadesk/contract';
import type { applications } from '../db/schema.ts';

type ApplicationRow = typeof applications.$inferSelect;

/** What an applicant copy's statement is made of: the application, when its status was last set, its journey and who issues it. */
export interface CopyFacts {
  /** The consultancy's name as the public pages show it (Settings). */
  issuer: string;
  row: Pick<ApplicationRow, 'id' | 'givenN' | 'surname' | 'passport' | 'currentN' | 'isStatus' | 'createdAt'>;
  /** Its latest status history entry's time; null when its status was never set (it is still as created). */
  statusAt: Date | null;
  /** The steps the copy shows (the visible ones); the current one names the stage. */
  journey: readonly JourneyStep[];
}

/** The last four characters are shown only when at least as many stay hidden, as for the national id on the copy. */
export const passportEnd = (passport: string): string => (passport.length >= 8 ? passport.slice(-4) : '');

/**
 * The day the decision was made: that of the latest status change, else of the registration, in
 * the consultancy's calendar (`day`), as its VISA COLLECT and APPROVE dates are. Checking whether a
 * statement is still current computes it the same way.
 */
export const decisionDay = (statusAt: Date | null, createdAt: Date, day: (at: Date) => string): string => day(statusAt ?? createdAt);

/** The statement's claims, issued at `now` and valid STATEMENT_DAYS. */
export function copyClaims({ issuer, row, statusAt, journey }: CopyFacts, day: (at: Date) => string, now: number): StatementClaims {
  const iat = Math.floor(now / 1000);
  return {
    iss: plain(issuer),
    sub: row.id,
    iat,
    exp: iat + STATEMENT_DAYS * 86_400,
    n: plain(`${row.givenN} ${row.surname}`).trim(),
    p: passportEnd(row.passport),
    c: plain(row.currentN),
    s: row.isStatus,
    d: decisionDay(statusAt, row.createdAt, day),
    g: plain(journey.find((step) => step.current)?.name ?? ''),
  };
}
