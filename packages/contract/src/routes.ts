import { DEFAULT_LANGUAGE, LANGUAGE_CODES, localisedPath, type Language } from './languages.ts';

/** The original system's API paths (kept exactly) and the additions the design notes allow beside them. */
export const API = {
  users: {
    login: '/api/users/login',
    register: '/api/users/register',
    profile: '/api/users/profile',
    getUsers: '/api/users/get_users',
    addUser: '/api/users/add_user',
    updateUser: (id: string) => `/api/users/update_user/${id}`,
    deleteUser: (id: string) => `/api/users/delete_user/${id}`,
    resetUserPassword: (id: string) => `/api/users/reset_user_password/${id}`,
    /** "Forgot password?": emails a single-use link. */
    forgotPassword: '/api/users/forgot-password',
    resetPassword: '/api/users/reset-password',
    approveUser: (id: string) => `/api/users/approve_user/${id}`,
    /** A new staff member's invitation (add_user without a password): sent again, looked at, accepted. */
    resendInvitation: (id: string) => `/api/users/resend_invitation/${id}`,
    invitation: '/api/users/invitation',
    acceptInvitation: '/api/users/accept-invitation',
    /** The super admin turns a staff member's second factor off (a lost phone). */
    resetTwoFactor: (id: string) => `/api/users/reset_two_factor/${id}`,
    refresh: '/api/users/refresh',
    logout: '/api/users/logout',
    me: '/api/users/me',
    twoFactorSetup: '/api/users/two-factor/setup',
    twoFactorEnable: '/api/users/two-factor/enable',
    twoFactorDisable: '/api/users/two-factor/disable',
  },
  applications: {
    list: '/api/application/fetchApplication',
    one: (id: string) => `/api/application/fetchApplication/${id}`,
    add: '/api/application/addApplication',
    update: (id: string) => `/api/application/updateApplication/${id}`,
    documents: (id: string) => `/api/application/updateApplicationAdd/${id}`,
    deleteDocument: (id: string, slot: string) => `/api/application/deleteDocument/${id}/${slot}`,
    addExtraDocument: (id: string) => `/api/application/addExtraDocument/${id}`,
    deleteExtraDocument: (id: string, documentId: string) => `/api/application/deleteExtraDocument/${id}/${documentId}`,
    pending: (id: string) => `/api/application/updateApplicationPending/${id}`,
    approve: (id: string) => `/api/application/updateApplicationApprove/${id}`,
    reject: (id: string) => `/api/application/updateApplicationReject/${id}`,
    remove: (id: string) => `/api/application/deleteApplication/${id}`,
    enquiry: '/api/application/fetchApplicationEnquiry',
    /** The list's filters and order as a CSV file. */
    export: '/api/application/export',
    /** One status for several applications. */
    bulkStatus: '/api/application/bulkStatus',
    /** The journey (ADR 049): a move of one application, and one move for several. */
    setStage: (id: string) => `/api/application/setStage/${id}`,
    bulkStage: '/api/application/bulkStage',
    /** Documents asked of the applicant by a link (ADR 050): the ask, the requests, revoking one, and the review of what arrived. */
    requestDocuments: (id: string) => `/api/application/requestDocuments/${id}`,
    documentRequests: (id: string) => `/api/application/documentRequests/${id}`,
    revokeDocumentRequest: (id: string, requestId: string) => `/api/application/documentRequests/${id}/${requestId}`,
    acceptUpload: (id: string, uploadId: string) => `/api/application/documentUploads/${id}/${uploadId}/accept`,
    refuseUpload: (id: string, uploadId: string) => `/api/application/documentUploads/${id}/${uploadId}/refuse`,
    /** The ledger (ADR 051): its entries and balance, adding an entry, and reversing one. */
    ledger: (id: string) => `/api/application/ledger/${id}`,
    reverseEntry: (id: string, entryId: string) => `/api/application/ledger/${id}/${entryId}/reverse`,
  },
  /**
   * The applicant's side of a document request, with the link's token as `Authorization: Bearer`:
   * what is asked (a read), and the resumable uploads (tus 1.0.0, creation and termination).
   */
  uploads: {
    request: '/api/uploads/request',
    tus: '/api/uploads',
  },
  sliders: {
    list: '/api/slider/fetchSlider',
    add: '/api/slider/addSlider',
    update: (id: string) => `/api/slider/updateSlider/${id}`,
    updateImage: (id: string) => `/api/slider/updateSliderImage/${id}`,
    remove: (id: string) => `/api/slider/deleteSlider/${id}`,
  },
  settings: '/api/settings',
  publicSettings: '/api/settings/public',
  /** POST a team photo or the logo (multipart); GET /{id} one the settings publish. */
  settingsImages: '/api/settings/images',
  /** Sends a test message to the super admin and reports the mail server's answer. */
  testEmail: '/api/settings/test-email',
  /** The checklist of labels for extra documents, readable by any staff member. */
  documentLabels: '/api/settings/documentLabels',
  /** The stages of a worker's journey: read by any staff member, saved by the super admin. */
  stages: '/api/settings/stages',
  /** The fee labels, the default currency and the legal caps: read by any staff member, saved by the super admin. */
  fees: '/api/settings/fees',
  /** Demand letters (ADR 052); `callback` is the public "Call me back" of `/jobs/<id>`, `enquiries` what staff follow up. */
  demands: {
    list: '/api/demand/list', add: '/api/demand/add', export: '/api/demand/export', enquiries: '/api/demand/enquiries',
    one: (id: string) => `/api/demand/${id}`, update: (id: string) => `/api/demand/update/${id}`, remove: (id: string) => `/api/demand/delete/${id}`,
    callback: (id: string) => `/api/demand/callback/${id}`,
    deleteEnquiry: (id: string) => `/api/demand/enquiries/${id}`, enquiryDone: (id: string) => `/api/demand/enquiries/${id}/done`,
  },
  /** The super admin's payments page, and its CSV. */
  payments: { list: '/api/payments', export: '/api/payments/export' },
  dashboard: '/api/dashboard',
  applicationHistory: (id: string) => `/api/application/fetchApplication/${id}/history`,
  /** The email an application produced, and sending one again. */
  applicationMessages: (id: string) => `/api/application/fetchApplication/${id}/messages`,
  resendMessage: (id: string, messageId: string) => `/api/application/fetchApplication/${id}/messages/${messageId}/resend`,
  /** The super admin's activity log: everything staff did, and its export. */
  activity: { list: '/api/activity', export: '/api/activity/export' },
  health: '/api/health',
  /** Whether a signed statement (the applicant copy's QR code) is genuine and still current (ADR 053). */
  verify: '/api/verify',
  /** The agency's public keys that sign statements, as a JWK set: outside /api, where verifiers look for them. */
  statementKeys: '/.well-known/visadesk-keys.json',
  docs: '/api/docs',
} as const;

/** The original client's routes (plus /setting, which the design notes add). */
export const PAGES = {
  home: '/',
  enquiry: '/enquiry',
  viewOne: '/view-one',
  /** Where anyone checks an applicant copy's signed statement: `/verify#<statement>` (ADR 053). */
  verify: '/verify',
  /** The applicant's upload page: `/upload/<token>` (and `/hi/upload/<token>`), never listed or indexed (ADR 050). */
  upload: '/upload',
  register: '/register',
  login: '/login',
  profile: '/profile',
  /** Where a staff member whose password was reset chooses a new one before anything else. */
  choosePassword: '/choose-password',
  /** "Forgot password?" on the login page, and where the emailed link leads. */
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** Where the invitation email leads: the new staff member chooses a password. */
  acceptInvitation: '/accept-invitation',
  dashboard: '/dashboard',
  userManagement: '/userManagement',
  addUserManagement: '/addUserManagement',
  editUserManagement: '/editUserManagement',
  application: '/application',
  addUserApplication: '/addUserApplication',
  editApplication: '/editApplication',
  userView: '/userView',
  updateApplicationView: '/updateApplicationView/:id',
  slider: '/slider',
  addSliders: '/addSliders',
  editSlider: '/editSlider',
  setting: '/setting',
  /** Everything staff did, for the super admin. */
  activity: '/activity',
  /** A payment's printable receipt: `/receipt/<entryId>` (staff, or the applicant by the signed link on their copy). */
  receipt: '/receipt',
  /** The super admin's payments: by day, method and staff member (ADR 051). */
  payments: '/payments',
  /** Staff: the demands and the call-back requests; the public vacancies, `/jobs` and `/jobs/<demandId>` in every language. */
  demands: '/demands', callbacks: '/callbacks', jobs: '/jobs',
} as const;

/** Cookie names. The session hint is not secret: it only tells the client a refresh cookie exists. */
export const COOKIES = {
  access: 'accessToken',
  refresh: 'refreshToken',
  sessionHint: 'visadesk_session',
  /** A browser that has signed in to an account before (httpOnly, under /api/users). */
  knownDevice: 'visadesk_device',
} as const;

/**
 * The id of the JSON data block in which the server sends the public settings with a prerendered
 * page, so the browser starts from them instead of asking `API.publicSettings`.
 */
export const PUBLIC_SETTINGS_ELEMENT_ID = 'public-settings';

/**
 * The public pages the web build prerenders, each into its own file under `dist/prerendered/`.
 * The server sends them for their paths and lists them in sitemap.xml in this order (most
 * important first); the web build writes one for each.
 */
const ENGLISH_PAGES = [
  { path: PAGES.home, file: 'home.html' },
  { path: PAGES.enquiry, file: 'enquiry.html' },
  { path: PAGES.register, file: 'register.html' },
  { path: PAGES.login, file: 'login.html' },
  { path: PAGES.verify, file: 'verify.html' },
] as const;

/** A prerendered page by its English path. */
export type PrerenderedPath = (typeof ENGLISH_PAGES)[number]['path'];

/**
 * The public pages translated: each is prerendered in every language, the others under
 * their code (`/hi/`, `/hi/enquiry`), and names its versions to search engines (`hreflang`).
 */
export const LOCALISED_PAGES: readonly PrerenderedPath[] = [PAGES.home, PAGES.enquiry, PAGES.register, PAGES.login, PAGES.verify];

/** Every page with a version in each language: the prerendered ones and the applicant copy (`/hi/view-one`). */
export const TRANSLATED_PAGES: readonly string[] = [...LOCALISED_PAGES, PAGES.viewOne];

export interface PrerenderedPage {
  /** Where it is served: `/enquiry`, `/hi/enquiry`. */
  path: string;
  /** Its file under `dist/prerendered/`. */
  file: string;
  /** The page it is a version of (its English path). */
  page: PrerenderedPath;
  language: Language;
}

/** The languages a page is prerendered in, and where each version lives (English first). */
export function versionsOf(page: PrerenderedPath): { language: Language; path: string }[] {
  if (!LOCALISED_PAGES.includes(page)) return [{ language: DEFAULT_LANGUAGE, path: page }];
  return LANGUAGE_CODES.map((language) => ({ language, path: localisedPath(page, language) }));
}

const fileOf = (page: PrerenderedPath, language: Language) => {
  const english = ENGLISH_PAGES.find((candidate) => candidate.path === page)?.file ?? '';
  return language === DEFAULT_LANGUAGE ? english : `${language}/${english}`;
};

// Pure: a page that only needs PAGES (the home page's islands) leaves the list out of its script.
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = /* @__PURE__ */ ENGLISH_PAGES.flatMap(({ path: page }) =>
  versionsOf(page).map(({ language, path }) => ({ path, file: fileOf(page, language), page, language })),
);

/**
 * The request header with which a caller reads `phone` in international form, the national
 * significant number beside `phoneCode` (`+880` and `1712345678`): the desk sends it with every
 * call. A caller without it (the original client, which knows no country code) reads the number
 * as dialled at home (`01712345678`): ADR 041.
 */
export const PHONE_FORMAT_HEADER = { name: 'x-phone-format', international: 'international' } as const;

/**
 * The named slots of a prerendered page, which the server fills in on every request: the site's
 * origin (in text and attributes), the consultancy's name (where the page shows it), and the
 * contents of the schema.org and public-settings data blocks. Each is written by the web build
 * exactly where its value goes, so the server only swaps slot for value.
 */
export const PAGE_SLOTS = {
  siteOrigin: '%SITE_ORIGIN%',
  consultancyName: '%CONSULTANCY_NAME%',
  structuredData: '%STRUCTURED_DATA%',
  publicSettings: '%PUBLIC_SETTINGS%',
  /** The footer's copyright year: the year the page is served, not the year it was built. */
  copyrightYear: '%COPYRIGHT_YEAR%',
  /** The address of the logo beside the name (Settings' upload, else the shipped mark). */
  logoSource: '%LOGO_SOURCE%',
} as const;
