/**
 * Every user-facing message of spec sections 5 and 8, word for word. Messages the spec leaves
 * unworded (per-field required messages, DESIGN.md additions) follow its own phrasing.
 */

export const APPLICATION_MESSAGES = {
  surnameLength: 'Surname must be between 3 and 31 characters long.',
  givenNameLength: 'Given name must be between 3 and 31 characters long.',
  invalidEmail: 'Please enter a valid email address.',
  invalidPhone: 'Please enter a valid phone number.',
  nationalId: 'Please enter a valid national ID.',
  sex: 'Please select a sex.',
  dob: 'Please enter a valid date of birth.',
  birthCity: 'Please enter a valid birth city.',
  currentNationality: 'Please enter a valid current nationality.',
  identification: 'Please enter valid identification marks.',
  company: 'Please enter a valid company name.',
  dutyDuration: 'Please enter a valid duty duration.',
  jobTitle: 'Please select a job title.',
  salary: 'Please enter a valid salary.',
  passport: 'Please enter a valid passport number.',
  issuedCountry: 'Please enter a valid issued country.',
  emailExists: 'User email already exists. Please try another email.',
  passportExists: 'User passport already exists. Please try another passport.',
  imageTooLargeAdd: 'File size exceeds the limit of 10 MB.',
  photoRequired: 'Please upload a photo.',
  namesLengthEdit: 'Surname and Given name must be between 3 and 31 characters long.',
  invalidImageType: 'Invalid file type. Only JPEG, JPG, and PNG are allowed.',
  imageTooLargeEdit: 'File size exceeds the limit of 2MB.',
  /** DESIGN.md: documents may be PDF too, and the message states the limit actually enforced. */
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
  deleted: 'Application deleted.',
} as const;

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
  deleted: 'Slider deleted.',
} as const;

export const COMMON_MESSAGES = {
  invalidId: 'Invalid ID format.',
  notFound: 'Not found.',
  internalError: 'Something went wrong on our side. Please try again.',
  validationFailed: 'Please correct the highlighted fields.',
  payloadTooLarge: 'The upload is too large.',
  linkExpired: 'This link has expired or is not valid. Please open the page again.',
} as const;
