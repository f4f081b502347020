/**
 * What the applicant copy says to do next, for each status, until the super admin writes their own
 * in Settings. Its own module without Zod, so the public pages can restate the defaults cheaply.
 */
export const DEFAULT_NEXT_STEPS = {
  pending: 'We are working on your application. We will contact you as soon as there is news; you are welcome to call us if you have a question.',
  approved: 'Your application is approved. Please contact us to arrange collecting your passport and documents.',
  rejected: 'Your application was not approved this time. Please contact us: we will explain the decision and what you can do next.',
} as const;
