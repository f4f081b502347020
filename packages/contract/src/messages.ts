import { APPLICANT_FIELD_MESSAGES } from './applicant-fields.ts';

/**
 * Every user-facing message of the original system, word for word. Messages the spec leaves
 * unworded (per-field required messages, the design notes' additions) follow its own phrasing.
 */

/** Each applicant field's own message comes from the fields' table (applicant-fields.ts); the rest are here. */
export const APPLICATION_MESSAGES = /* @__PURE__ */ Object.assign({}, APPLICANT_FIELD_MESSAGES, {
  phoneForCode: 'Please enter a phone number that is valid for the chosen country code.',
  passportIssueFuture: 'The passport issue date cannot be in the future.',
  passportExpiryBeforeIssue: 'The passport expiry date must be after its issue date.',
  emailExists: 'User email already exists. Please try another email.',
  passportExists: 'User passport already exists. Please try another passport.',
  imageTooLargeAdd: 'File size exceeds the limit of 10 MB.',
  photoRequired: 'Please upload a photo.',
  invalidImageType: 'Invalid file type. Only JPEG, JPG, and PNG are allowed.',
  imageTooLargeEdit: 'File size exceeds the limit of 2MB.',
  /** A deliberate departure (design notes): documents may be PDF too, and the message states the limit actually enforced. */
  invalidDocumentType: 'Invalid file type. Only JPEG, JPG, PNG and PDF are allowed.',
  documentTooLarge: 'File size exceeds the limit of 10 MB.',
  listErrorPrefix: 'Error: ',
  listNoResponse: 'No response received from the server.',
  addFailedStatus: (status: number) =>
    `Failed to add application. Server responded with status: ${status}`,
  addServerMessage: (message: string) => `Error: ${message}`,
  addError: 'Error adding application. Please try again.',
  updateFailed: 'Failed to update application.',
  updateError: 'Error updating application. Please try again.',
  deleteFailed: 'Failed to delete application.',
  deleteError: 'Error deleting application. Please try again.',
  approveFailedStatus: (status: number) =>
    `Failed to approve application. Server responded with status: ${status}`,
  rejectFailedStatus: (status: number) =>
    `Failed to reject application. Server responded with status: ${status}`,
  pendingFailedStatus: (status: number) =>
    `Failed to set application to pending. Server responded with status: ${status}`,
  approveError: (message: string) => `Error approving application: ${message}. Please try again.`,
  rejectError: (message: string) => `Error rejecting application: ${message}. Please try again.`,
  pendingError: (message: string) =>
    `Error setting application to pending: ${message}. Please try again.`,
  enquiryNotFound: 'No valid application found. Please check your input.',
  loadError: 'Error loading application data. Please try again.',
  noApplicationData: 'No application data found.',
  noApplications: 'No applications found.',
  notFound: 'Application not found.',
  noDocuments: 'Please choose at least one document to upload.',
  searchTooLong: 'Please search with at most 100 characters.',
  exportFormat: 'Please export as csv or xlsx.',
  /** A third export while a staff member's two are still being written (ADR 042). */
  exportsBusy: 'You already have two exports under way. Please wait for one of them to finish, then export again.',
  statusReasonTooLong: 'Please keep the reason to 500 characters or fewer.',
  statusReasonInvalid: 'Please send the reason as text.',
  documentSlotInvalid: 'Please choose one of the twelve document slots.',
  noDocumentInSlot: 'There is no document in this slot.',
  extraDocumentLabel: 'Please choose a document label from the checklist in Settings.',
  extraDocumentFile: 'Please choose a file to upload.',
  extraDocumentsFull: 'This application already has 20 extra documents. Delete one before adding another.',
  extraDocumentNotFound: 'There is no such extra document on this application.',
  applicationForm: 'Please fill in the application form.',
  statusInvalid: 'Please choose Pending, Approved or Rejected.',
  pageInvalid: 'Please choose a page number from 1 to 1,000,000.',
  pageSizeInvalid: 'Please show between 1 and 100 applications per page.',
  enquiryLimitInvalid: 'Please ask for between 1 and 10 results.',
  /** The list's filters and order, and its export. */
  statusFilterInvalid: 'Please filter by Pending, Approved or Rejected.',
  stageFilterInvalid: 'Please choose one of the stages to filter by.',
  overdueFilterInvalid: 'Please filter by overdue with true, or leave it empty.',
  nationalityFilterInvalid: 'Please filter by a nationality of at most 100 characters.',
  jobTitleFilterInvalid:
    'Please filter by one of the job titles: Driving, Construction, Electrician, Holder, Housekeeping, Cleaner, Plumber, Packaging, Cook, Restaurant, Manager, Supervisor, Worker or Caring Operator.',
  createdFromInvalid: 'Please enter the first registration date as YYYY-MM-DD, for example 2026-01-31.',
  createdToInvalid: 'Please enter the last registration date as YYYY-MM-DD, for example 2026-01-31.',
  createdRangeInvalid: 'The first registration date must not be after the last one.',
  sortInvalid: 'Please sort by surname, createdAt, approve or pending, with a leading - for descending (for example -createdAt).',
  deleted: 'Application deleted.',
  /** One status for several applications at once. */
  bulkIdsInvalid: 'Please choose between 1 and 100 applications, each by its id.',
  bulkNotChanged: 'Application not found: it may have been deleted.',
  bulkFailed: 'This application could not be changed. Please try again.',
  /**
   * National ID, identification marks, company and salary are optional at registration (unknown
   * before a demand letter) and asked for before approval. `fields`: their labels, as the form names
   * them ("National ID and Salary").
   */
  approvalNeeds: (fields: string) => `Please fill in ${fields} before approving this application.`,
  approvedKeeps: (fields: string) => `An approved application needs ${fields}. Set it back to pending to leave them empty.`,
} as const);

export const AUTH_MESSAGES = {
  allFieldsRequired: 'All fields are required',
  invalidCredentials: 'Invalid email or password.',
  loginFailed: 'Login failed. Please check your credentials.',
  noToken: 'Login failed. No token received.',
  noResponse: 'No response from server. Please try again.',
  loginError: 'An error occurred during login. Please try again.',
  userExists: 'Error: User all ready exists. Please sign in.',
  registrationError: 'An error occurred during registration. Please try again.',
  invalidEmail: 'Please enter a valid email address.',
  passwordTooShort: 'Password must be at least 8 characters long.',
  passwordTooLong: 'Password must be at most 128 characters long.',
  passwordsDoNotMatch: 'Passwords do not match.',
  updateUserFailed: 'Failed to update user.',
  profileAborted: (message: string) => `Request was aborted: ${message}`,
  awaitingApproval: 'Your account is awaiting approval by the super admin.',
  registrationClosed: 'Registration is closed.',
  registered: 'Registration received. You can sign in once the super admin approves your account.',
  unauthorized: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do that.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  cannotRemoveLastSuperAdmin: 'The last super admin cannot be removed.',
  userNotFound: 'User not found.',
  emailTaken: 'That email is already used by another account.',
  crossSiteRefused: 'Cross-site request refused.',
  currentPasswordIncorrect: 'Current password is incorrect.',
  twoFactorCodeNeeded: 'Enter the 6-digit code from your authenticator app.',
  twoFactorCodeIncorrect: 'That code is not valid. Enter the current code from your authenticator app, or an unused recovery code.',
  twoFactorSetupCodeIncorrect: 'That code is not valid. Enter the 6-digit code your authenticator app shows now.',
  twoFactorAlreadyOn: 'Two-factor authentication is already on. Turn it off first to set it up again.',
  twoFactorNoSetup: 'Start the set-up first: press "Set up two-factor authentication".',
  twoFactorSetupRequired: 'Set up two-factor authentication on your Profile page to continue.',
  twoFactorTurnedOff: 'Two-factor authentication is off.',
  twoFactorAlreadyOff: 'Two-factor authentication is already off.',
  // What the server answers to staff changes, and the desk shows.
  userAdded: 'User added.',
  userUpdated: 'User updated.',
  userApproved: 'User approved.',
  userDeleted: 'User deleted.',
  profileUpdated: 'Profile updated.',
  roleInvalid: 'Please choose Super Admin or Admin.',
  accountStatusInvalid: 'Please choose Active or Pending.',
  // Staff accounts as an office runs them.
  passwordChanged: 'Profile updated. Your password is changed, and your other sessions are signed out.',
  cannotDemoteLastSuperAdmin: 'The last super admin cannot be made an admin. Make another account super admin first.',
  cannotResetOwnPassword: 'You cannot reset your own password here. Change it on your Profile page.',
  /** The same answer whether or not the address belongs to staff: the form tells nobody who works here. */
  resetLinkSent: 'If this address belongs to a staff account, we have emailed it a link to choose a new password. The link works once, for 30 minutes.',
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  passwordResetDone: 'Your password is changed. Sign in with the new one.',
  passwordChangeRequired: 'Your password was reset. Choose a new password to continue.',
  newPasswordSameAsTemporary: 'Please choose a new password, not the temporary one.',
  temporaryPasswordIssued: 'Password reset. Give this temporary password to the staff member; it is shown only once.',
  // Invitations, common passwords, a second factor reset by the super admin.
  passwordTooCommon: 'This password is too easy to guess: it is a common or breached password, or one built from a common word or name with a few digits or symbols. Choose a longer one, such as three or four unrelated words.',
  invitationSent: 'User added. We have emailed them a link to choose their password; it works once, for 7 days.',
  invitationQueuedWithoutMail: 'User added, but email is not configured, so no invitation can be sent. Use "Reset password" on their page to give them a temporary password.',
  invitationResent: 'Invitation sent again. Only the link in this newest email works.',
  invitationAlreadyAccepted: 'This staff member has already chosen a password. Use "Reset password" if they have lost it.',
  invitationInvalid: 'This invitation link has expired or has already been used. Ask the super admin to send you a new invitation.',
  invitationAccepted: 'Your password is set. Sign in with your email and the new password.',
  twoFactorReset: 'Two-factor authentication is off for this staff member, and their sessions are signed out. They sign in with their password alone, and set it up again if the desk requires it.',
  cannotResetOwnTwoFactor: 'You cannot reset your own two-factor authentication here. Turn it off on your Profile page.',
} as const;

/** The super admin's activity log, its filters and its export. */
export const ACTIVITY_MESSAGES = {
  pageSizeInvalid: 'Please show between 1 and 100 entries per page.',
  actorInvalid: 'Please choose a staff member from the list.',
  fromInvalid: 'Please enter the first date as YYYY-MM-DD, for example 2026-01-31.',
  toInvalid: 'Please enter the last date as YYYY-MM-DD, for example 2026-01-31.',
  rangeInvalid: 'The first date must not be after the last one.',
} as const;

export const SLIDER_MESSAGES = {
  fetchError: 'Error fetching sliders. Please try again.',
  deleteError: 'Error deleting slider. Please try again.',
  addError: 'Error adding slider. Please try again.',
  updateError: 'Error updating slider. Please try again.',
  resourceNotFound: 'Resource not found',
  unexpectedError: 'An unexpected error occurred',
  thumbnailLength: 'Slide title must be between 3 and 31 characters long.',
  contentRequired: 'Please enter the slide content.',
  imageRequired: 'Please choose a slide image.',
  invalidImageType: 'Invalid file type. Only JPEG, JPG, PNG and WebP images are allowed.',
  imageTooLarge: 'File size exceeds the limit of 10 MB.',
  linkInvalid: 'Please enter a link starting with https:// or /.',
  statusInvalid: 'Please choose Published or Unpublished.',
  flagInvalid: 'Please answer yes or no.',
  orderInvalid: 'Please enter a position from 0 to 10,000.',
  slideForm: 'Please fill in the slide form.',
  deleted: 'Slider deleted.',
} as const;

export const COMMON_MESSAGES = {
  invalidId: 'Invalid ID format.',
  notFound: 'Not found.',
  internalError: 'Something went wrong on our side. Please try again.',
  validationFailed: 'Please correct the highlighted fields.',
  payloadTooLarge: 'The upload is too large.',
  malformedUpload: 'The upload was cut short or is not a valid form. Please try again.',
  linkExpired: 'This link has expired or is not valid. Please open the page again.',
  busy: 'The server is busy. Please try again in a moment.',
  /** A request that is not a form at all (a bare value instead of fields). */
  formExpected: 'Please fill in the form and send it again.',
  /** The server's answer did not have the shape this page expects (an older or foreign server). */
  unreadableAnswer: 'The server sent an answer this page cannot read. Please reload the page and try again.',
  imageTooManyPixels: 'The image is too large: at most 40 megapixels (for example 8000 x 5000 pixels).',
} as const;
