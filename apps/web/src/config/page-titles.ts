import type { PAGES } from '@visadesk/contract';
import { CONSULTANCY_NAME } from './brand';

/** One name per page, shared by its heading, the browser tab and the staff menu. */
export const PAGE_TITLES = {
  home: CONSULTANCY_NAME,
  enquiry: 'Check Visa Status',
  viewOne: 'Applicant Copy',
  register: 'Register',
  login: 'Login',
  profile: 'Profile',
  choosePassword: 'Choose a new password',
  forgotPassword: 'Forgot password',
  resetPassword: 'Reset your password',
  dashboard: 'Dashboard',
  userManagement: 'Admin List',
  addUserManagement: 'Add Admin',
  editUserManagement: 'Edit Admin',
  application: 'Application List',
  addUserApplication: 'Visa Application Form',
  editApplication: 'Application Form',
  userView: 'Application View',
  updateApplicationView: 'Application Documents',
  slider: 'Slider List',
  addSliders: 'Add Slider',
  editSlider: 'Edit Slider',
  setting: 'Settings',
} as const satisfies Record<keyof typeof PAGES, string>;
