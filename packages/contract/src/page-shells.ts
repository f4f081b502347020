import { DEFAULT_LANGUAGE, LANGUAGE_CODES, localisedPath, type Language } from './languages.ts';
import { PAGES } from './routes.ts';

/**
 * Pages prerendered as shells, one per language, which the server fills in on each request with
 * what only it knows: the upload page's token (ADR 050).
 */
/** The applicant's upload page, one shell per language: the server sends it for `/upload/<token>` (`/hi/upload/<token>`). */
export interface UploadPageShell {
  language: Language;
  /** Its file under `dist/prerendered/`: `upload.html`, `hi/upload.html`. */
  file: string;
  /** The path it is prerendered at, with the token's slot in place of the token. */
  path: string;
}

/** Where the token goes in the upload page's shell (its language links); the server puts the token there. */
export const UPLOAD_TOKEN_SLOT = '%UPLOAD_TOKEN%';

export const UPLOAD_PAGE_SHELLS: readonly UploadPageShell[] = /* @__PURE__ */ LANGUAGE_CODES.map((language) => ({
  language,
  file: language === DEFAULT_LANGUAGE ? 'upload.html' : `${language}/upload.html`,
  path: localisedPath(`${PAGES.upload}/${UPLOAD_TOKEN_SLOT}`, language),
}));

