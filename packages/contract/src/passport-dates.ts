import { z } from 'zod';
import { answerCount, answerList, answerObject, answerText } from './answers.ts';
import { ApplicationStatusSchema, isCalendarDate } from './applications.ts';
import { APPLICATION_MESSAGES as M } from './messages.ts';

/**
 * The passport's issue and expiry dates (ADR 033): optional, as YYYY-MM-DD, '' when not
 * known. Applications filed before they existed have neither.
 */

/** An optional calendar day the database can hold ('' for none). */
export const optionalDay = (message: string) =>
  z.string({ error: message }).trim().default('').refine((v) => v === '' || (isCalendarDate(v) && v >= '1900-01-01' && v <= '9998-12-31'), message);

/** Today as YYYY-MM-DD in UTC: the day the form and the server check "not in the future" against. */
const utcToday = () => new Date().toISOString().slice(0, 10);

interface PassportDates {
  passportIssue?: string | undefined;
  passportExpiry?: string | undefined;
}

/** The two rules across the dates: issued no later than today, and expiring after it was issued. */
export function withPassportDates<T extends z.ZodObject>(schema: T): T {
  return schema.superRefine((fields: PassportDates, ctx) => {
    const { passportIssue: issue = '', passportExpiry: expiry = '' } = fields;
    // A day later than UTC's today is in the future everywhere on Earth (UTC+14 is at most a day ahead).
    if (isCalendarDate(issue) && issue > addDays(utcToday(), 1)) {
      ctx.addIssue({ code: 'custom', path: ['passportIssue'], message: M.passportIssueFuture });
    }
    if (isCalendarDate(issue) && isCalendarDate(expiry) && expiry <= issue) {
      ctx.addIssue({ code: 'custom', path: ['passportExpiry'], message: M.passportExpiryBeforeIssue });
    }
  }) as T;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** `day` moved by whole days (negative for earlier), as YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  return new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** `day` moved by calendar months, kept within the month it lands in (31 January + 1 month is 28 or 29 February). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from));
}

const DURATION = /^(\d{1,3})\s*(years?|yrs?|months?|mos?|weeks?|wks?|days?)$/i;

/**
 * The planned exit from the Schengen area, as the form can know it: `from` plus the duty duration
 * when it reads as a number of years, months, weeks or days ("2 years", "18 months"); null otherwise.
 */
export function plannedExit(dutyDuration: string, from: string): string | null {
  const match = DURATION.exec(dutyDuration.trim());
  if (!match || !isCalendarDate(from)) return null;
  const amount = Number(match[1]);
  const unit = (match[2] as string).toLowerCase()[0];
  if (unit === 'y') return addMonths(from, amount * 12);
  if (unit === 'm') return addMonths(from, amount);
  return addDays(from, unit === 'w' ? amount * 7 : amount);
}

/** Whether the passport expired before `today` (it is valid through its expiry day); false when the expiry is not known. */
export function passportExpired(expiry: string, today: string): boolean {
  return isCalendarDate(expiry) && expiry < today;
}

export interface PassportWarnings {
  /** Expired before today: the expiry, which the warning names. */
  expired: { expiry: string } | null;
  /** Issued more than ten years before today: the day it would have had to be issued on or after. */
  issuedTooLongAgo: { issued: string; notBefore: string } | null;
  /**
   * Valid less than three months beyond the planned exit: the exit the form reckoned (today plus the
   * duty duration, or today when the duration reads as no length of time) and the day the passport
   * had to be valid to. Null once the passport has expired: `expired` says it.
   */
  validTooShort: { expiry: string; exit: string; exitFromDuty: boolean; validUntilAtLeast: string } | null;
}

/**
 * The spec's passport rule (its help text): issued no more than ten years ago, and valid at least
 * three months beyond the planned exit; and, before all, not expired already. A warning only: the
 * form saves all the same.
 */
export function passportWarnings(
  fields: { passportIssue: string; passportExpiry: string; dutyDuration: string },
  today: string,
): PassportWarnings {
  const { passportIssue: issued, passportExpiry: expiry } = fields;
  const notBefore = addMonths(today, -120);
  const reckoned = plannedExit(fields.dutyDuration, today);
  const exit = reckoned ?? today;
  const validUntilAtLeast = addMonths(exit, 3);
  const expired = passportExpired(expiry, today);
  return {
    expired: expired ? { expiry } : null,
    issuedTooLongAgo: isCalendarDate(issued) && issued < notBefore ? { issued, notBefore } : null,
    validTooShort: !expired && isCalendarDate(expiry) && expiry < validUntilAtLeast
      ? { expiry, exit, exitFromDuty: reckoned !== null, validUntilAtLeast }
      : null,
  };
}

/** The days before expiry at which the staff's daily digest reports a passport (each crossing once). */
export const PASSPORT_EXPIRY_THRESHOLDS = [180, 90, 30, 7] as const;
/** How far ahead the dashboard looks. */
export const PASSPORT_EXPIRY_HORIZON_DAYS = 180;

/** One application on the dashboard's list of passports about to lapse (expired ones first). */
export const ExpiringPassportSchema = answerObject({
  _id: answerText(),
  applicantName: answerText(),
  passportExpiry: answerText(),
  /** Days from the consultancy's today to the expiry: negative once expired. */
  daysLeft: answerCount(),
  isStatus: ApplicationStatusSchema,
});
export type ExpiringPassport = z.infer<typeof ExpiringPassportSchema>;

export const ExpiringPassportsSchema = answerObject({
  /** Soonest first, at most DASHBOARD_EXPIRING_MAX. */
  applications: answerList(ExpiringPassportSchema),
  /** All of them, beyond the ones listed. */
  total: answerCount(),
});
export type ExpiringPassports = z.infer<typeof ExpiringPassportsSchema>;
/** How many the dashboard lists. */
export const DASHBOARD_EXPIRING_MAX = 20;
