import { z } from 'zod';
import { HistoryEntrySchema } from './applications.ts';

export const DashboardSchema = z.object({
  /** The spec's two counters. */
  totalApplication: z.number().int(),
  totalPages: z.number().int(),
  byStatus: z.object({ pending: z.number().int(), approved: z.number().int(), rejected: z.number().int() }),
  publishedSlides: z.number().int(),
  totalSlides: z.number().int(),
  staffCount: z.number().int(),
  staffAwaitingApproval: z.number().int(),
  recentHistory: z.array(HistoryEntrySchema.extend({ applicantName: z.string() })),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
