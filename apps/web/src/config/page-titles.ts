import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PAGES } from '@visadesk/contract';

/**
 * The desk's pages the original system did not have and no server code names: only the web app
 * links to them, so their paths live here rather than in the contract's PAGES. Each begins with the
 * list's path, so robots.txt's `Disallow: /application` keeps crawlers off it too.
 */
export const DESK_PATHS = {
  /** The journey's board (ADR 049): a column per stage. */
  applicationBoard: '/applicationBoard',
} as const;

/**
 * One name per page, shared by its heading, the browser tab and the staff menu: messages of the
 * catalogues, shown with `i18n._(…)`. The home page has none here: its heading is the consultancy's
 * own words, from Settings. Nor have the vacancies (`/jobs`), which the server writes (ADR 052), nor the upload page or the verification page: islands, their headings are among their words
 * (features/upload/upload-words.ts, features/verify/verify-words.ts), in the public catalogue; nor the receipt, which the server writes (ADR 051).
 */
export const PAGE_TITLES: Readonly<Record<Exclude<keyof typeof PAGES, 'home' | 'upload' | 'receipt' | 'jobs' | 'verify'> | keyof typeof DESK_PATHS, MessageDescriptor>> = {
  enquiry: msg`Check Visa Status`,
  viewOne: msg`Applicant Copy`,
  payments: msg`Payments`,
  register: msg`Register`,
  login: msg`Login`,
  profile: msg`Profile`,
  choosePassword: msg`Choose a new password`,
  forgotPassword: msg`Forgot password`,
  resetPassword: msg`Reset your password`,
  acceptInvitation: msg`Choose your password`,
  dashboard: msg`Dashboard`,
  userManagement: msg`Admin List`,
  addUserManagement: msg`Add Admin`,
  editUserManagement: msg`Edit Admin`,
  application: msg`Application List`,
  applicationBoard: msg`Stage Board`,
  addUserApplication: msg`Visa Application Form`,
  editApplication: msg`Application Form`,
  userView: msg`Application View`,
  updateApplicationView: msg`Application Documents`,
  slider: msg`Slider List`,
  addSliders: msg`Add Slider`,
  editSlider: msg`Edit Slider`,
  setting: msg`Settings`,
  activity: msg`Activity Log`,
  demands: msg`Demands`,
  callbacks: msg`Call-back Requests`,
};
