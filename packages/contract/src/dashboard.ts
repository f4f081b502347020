import type { z } from 'zod';
import { answerCount, answerList, answerObject, answerText } from './answers.ts';
import { HistoryEntrySchema } from './application-history.ts';

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
});
export type Dashboard = z.infer<typeof DashboardSchema>;
