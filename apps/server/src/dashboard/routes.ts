import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardSchema, ErrorResponseSchema, PAGE_SIZE } from '@visadesk/contract';
import { dashboardSetupOf } from './dashboard-setup.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', {
    schema: {
      tags: ['dashboard'], summary: 'The figures of the staff dashboard, in one call',
      response: { 200: DashboardSchema, 401: ErrorResponseSchema },
    },
  }, async () => {
    const [byStatus, slides, staff, recentHistory, settings, expiringPassports, months, stages, documentsToReview, money] = await Promise.all([
      app.applications.counts(),
      app.sliders.counts(),
      app.users.list(),
      app.applications.recentHistory(10),
      app.settings.get(),
      app.applications.expiringPassports(),
      app.applications.monthlyFigures(),
      app.applications.stageFigures(),
      app.documentRequests.toReviewCount(),
      app.ledger.figures(),
    ]);
    const staffCount = staff.filter((u) => u.status === 'active').length;
    const totalApplication = byStatus.pending + byStatus.approved + byStatus.rejected;
    return {
      totalApplication,
      totalPages: Math.ceil(totalApplication / PAGE_SIZE),
      byStatus,
      publishedSlides: slides.published,
      totalSlides: slides.total,
      staffCount,
      staffAwaitingApproval: staff.filter((u) => u.status === 'pending').length,
      recentHistory,
      setup: dashboardSetupOf({ settings, publishedSlides: slides.published, activeStaff: staffCount }),
      expiringPassports,
      months,
      ...stages,
      documentsToReview,
      ...money,
    };
  });
};
