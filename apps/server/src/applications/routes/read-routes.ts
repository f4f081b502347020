import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  APPLICATION_MESSAGES as M,
  ApplicationListRequestSchema,
  ApplicationListResponseSchema,
  ApplicationWithJourneySchema,
  EnquiryQuerySchema,
  EnquiryResponseSchema,
  ErrorResponseSchema,
  HistoryEntrySchema,
  IdParamsSchema,
  isCalendarDate,
  normalisePassport,
} from '@visadesk/contract';
import { addressKey } from '../../security/client-address.ts';
import { HttpError } from '../../http/http-error.ts';
import { EnquiryGuard } from '../../enquiry/enquiry-guard.ts';
import { viewerOf } from './viewer.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema, 429: ErrorResponseSchema };

const staffReadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/fetchApplication', {
    schema: {
      tags: ['applications'],
      summary: 'One page of applications, newest first or in the order asked; search matches passport, name and email; filtered by status, nationality, job title and registration days',
      querystring: ApplicationListRequestSchema,
      response: { 200: ApplicationListResponseSchema, ...errors },
    },
  }, async (request) => app.applications.list(request.query, viewerOf(request)));

  app.get('/fetchApplication/:id', {
    schema: {
      tags: ['applications'],
      summary: 'One application by id, with where it stands on its journey',
      params: IdParamsSchema,
      response: { 200: ApplicationWithJourneySchema, ...errors },
    },
  }, async (request) => {
    const application = await app.applications.withJourney(request.params.id, viewerOf(request));
    if (!application) throw new HttpError(404, M.notFound);
    return application;
  });

  app.get('/fetchApplication/:id/history', {
    schema: {
      tags: ['applications'],
      summary: "The application's history, newest first",
      params: IdParamsSchema,
      response: { 200: z.array(HistoryEntrySchema), ...errors },
    },
  }, async (request) => app.applications.history(request.params.id));
};

const enquiryRoute: FastifyPluginAsyncZod = async (app) => {
  // Its memory (successful checks per address, checks in progress per passport) is this instance's.
  const guard = new EnquiryGuard(app.rateLimiter, {
    perAddress: app.config.rateLimits.enquiryPerIp,
    perPassport: app.config.rateLimits.enquiryPerPassport,
  });

  app.get('/fetchApplicationEnquiry', {
    config: { access: 'public' },
    schema: {
      tags: ['applications'],
      summary: 'Public status check: exact passport number, nationality and date of birth; answers the applicant copy only',
      querystring: EnquiryQuerySchema,
      response: { 200: EnquiryResponseSchema, ...errors },
    },
  }, async (request) => {
    const address = addressKey(request.ip);
    const { limit, search, search1, search2 } = request.query;
    const passport = normalisePassport(search);
    if (!passport || !search1 || !isCalendarDate(search2)) {
      await guard.countMalformed(address);
      throw new HttpError(400, M.enquiryNotFound);
    }
    // Failures are counted in the database, shared by every instance; a check that finds its
    // applicant writes nothing. Once locked, even the right answer is refused: the lock must not
    // tell a guesser spread over many addresses which guess was right (ADR 011).
    const applications = await guard.check(address, passport, (counterKeys) =>
      app.applications.enquiry(passport, search1, search2, limit, counterKeys));
    return { applications };
  });
};

export const readRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(staffReadRoutes);
  await app.register(enquiryRoute);
};
