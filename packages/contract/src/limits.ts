/** The original system's business constants and limits, plus the few the design notes add. */

export const MB = 1024 * 1024;

export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const ENQUIRY_LIMIT = 10;

export const NAME_MIN = 3;
export const NAME_MAX = 31;
export const TEXT_FIELD_MAX = 100;
/** A status change's reason and a next-step text: a few sentences for the applicant. */
export const STATUS_REASON_MAX = 500;
/** "Write to the applicant": a subject on one line, and a letter's worth of text. */
export const STAFF_MESSAGE_SUBJECT_MAX = 150;
export const STAFF_MESSAGE_TEXT_MAX = 5000;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** How long a new staff member's invitation link works. */
export const INVITATION_DAYS = 7;

export const IMAGE_MAX_BYTES_ADD = 10 * MB;
export const IMAGE_MAX_BYTES_EDIT = 2 * MB;
export const DOCUMENT_MAX_BYTES = 10 * MB;
export const SLIDE_IMAGE_MAX_BYTES = 10 * MB;
/** A team photo or the logo, uploaded in Settings. */
export const SETTINGS_IMAGE_MAX_BYTES = 5 * MB;
/** Documents an application may hold beyond its twelve slots. */
export const EXTRA_DOCUMENTS_MAX = 20;
/** The checklist of labels for extra documents (Settings): how many, and how long each. */
export const DOCUMENT_LABELS_MAX = 20;
export const DOCUMENT_LABEL_MAX = 80;
/**
 * No uploaded image may have more pixels than this (read from its header, before any decoding):
 * a few kilobytes of PNG can unpack to gigabytes in the server or in an applicant's phone.
 */
export const IMAGE_MAX_PIXELS = 40_000_000;

export const REFRESH_COOKIE_DAYS = 7;
export const REFRESH_COOKIE_MAX_AGE_SECONDS = REFRESH_COOKIE_DAYS * 24 * 60 * 60;
/** Lifetime of the short-lived access token. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** How long the signed file URLs in a staff answer work at least (the server rounds up to the hour). */
export const STAFF_FILE_URL_TTL_SECONDS = 60 * 60;

export const TOPBAR_SCROLL_THRESHOLD_PX = 100;
/** Bootstrap's large breakpoint, where the top bar collapses. */
export const TOPBAR_COLLAPSE_BREAKPOINT = 'lg';

