import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardSchema, ErrorResponseSchema, PAGE_SIZE } from '@visadesk/contract';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', {
    schema: {
      tags: ['dashboard'], summary: 'The figures of the staff dashboard, in one call',
      response: { 200: DashboardSchema, 401: ErrorResponseSchema },
    },
  }, async () => {
    const [byStatus, slides, staff, recentHistory] = await Promise.all([
      app.applications.counts(),
      app.sliders.counts(),
      app.users.list(),
      app.applications.recentHistory(10),
    ]);
    const totalApplication = byStatus.pending + byStatus.approved + byStatus.rejected;
    return {
      totalApplication,
      totalPages: Math.ceil(totalApplication / PAGE_SIZE),
      byStatus,
      publishedSlides: slides.published,
      totalSlides: slides.total,
      staffCount: staff.filter((u) => u.status === 'active').length,
      staffAwaitingApproval: staff.filter((u) => u.status === 'pending').length,
      recentHistory,
    };
  });
};
