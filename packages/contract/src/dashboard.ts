import type { z } from 'zod';
import { answerCount, answerFlag, answerList, answerMap, answerObject, answerText } from './answers.ts';
import { HistoryEntrySchema } from './application-history.ts';
import { ExpiringPassportsSchema } from './passport-dates.ts';

/**
 * What the agency has done of the first-run checklist, each `true` once done: a name of its own
 * (not the default), a phone, an email, a published slide, and a second active staff account.
 */
export const DashboardSetupSchema = answerObject({
  consultancyName: answerFlag(),
  phone: answerFlag(),
  email: answerFlag(),
  publishedSlide: answerFlag(),
  secondStaff: answerFlag(),
});
export type DashboardSetup = z.infer<typeof DashboardSetupSchema>;

/** How many months the dashboard's chart shows, the current one last. */
export const DASHBOARD_MONTHS = 12;

/** One month of the chart: applications registered in it, and applications approved in it (still approved). */
export const MonthFiguresSchema = answerObject({
  /** YYYY-MM, in the consultancy's time zone. */
  month: answerText(),
  registered: answerCount(),
  approved: answerCount(),
});
export type MonthFigures = z.infer<typeof MonthFiguresSchema>;

export const DashboardSchema = answerObject({
  /** The spec's two counters. */
  totalApplication: answerCount(),
  totalPages: answerCount(),
  byStatus: answerObject({ pending: answerCount(), approved: answerCount(), rejected: answerCount() }),
  publishedSlides: answerCount(),
  totalSlides: answerCount(),
  staffCount: answerCount(),
  staffAwaitingApproval: answerCount(),
  recentHistory: answerList(HistoryEntrySchema.extend({ applicantName: answerText() })),
  setup: DashboardSetupSchema,
  /** Passports that lapse within 180 days of the consultancy's today, expired ones included, soonest first. */
  expiringPassports: ExpiringPassportsSchema,
  /** The last DASHBOARD_MONTHS months, oldest first, the current month last. */
  months: answerList(MonthFiguresSchema),
  /** How many applications are in each stage now, by stage id (ADR 049), and how many are past their stage's due day. */
  byStage: answerMap(answerCount()),
  overdue: answerCount(),
  /** Files applicants sent by link that wait for staff to accept or refuse (ADR 050). */
  documentsToReview: answerCount(),
  /** This month's payments per currency, reversed ones left out, and the applications above their destination's legal cap (ADR 051). */
  receivedThisMonth: answerMap(answerCount()),
  overCap: answerCount(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
