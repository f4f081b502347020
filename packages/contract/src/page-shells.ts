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

/**
 * The applicant copy's page (`/view-one`, `/hi/view-one`), one shell per language (ADR 053): the
 * copy itself is the tab's (session storage) or the phone's (kept offline), never the server's, so
 * the shell holds the site's frame and the page's island. Not among PRERENDERED_PAGES: never in the
 * sitemap, never indexed.
 */
export interface ViewOnePageShell {
  language: Language;
  /** Its file under `dist/prerendered/`: `view-one.html`, `hi/view-one.html`. */
  file: string;
  /** The page's own address in its language. */
  path: string;
}

export const VIEW_ONE_PAGE_SHELLS: readonly ViewOnePageShell[] = /* @__PURE__ */ LANGUAGE_CODES.map((language) => ({
  language,
  file: language === DEFAULT_LANGUAGE ? 'view-one.html' : `${language}/view-one.html`,
  path: localisedPath(PAGES.viewOne, language),
}));


/** The vacancies' pages (ADR 052): the list, `/jobs`, and one demand's, `/jobs/<demandId>`. */
export type JobsPageKind = 'list' | 'demand';

/** A vacancies page's shell: the site's frame in the page's language, the vacancies filled in by the server on each request. */
export interface JobsPageShell {
  language: Language;
  kind: JobsPageKind;
  /** Its file under `dist/prerendered/`: `jobs.html`, `hi/jobs-demand.html`. */
  file: string;
  /** The path it is prerendered at: `/jobs`, `/hi/jobs/%DEMAND_ID%`. */
  path: string;
}

/** Where the demand's id goes in its page's shell (its address, language links and alternates). */
export const DEMAND_ID_SLOT = '%DEMAND_ID%';

/**
 * The slots of a vacancies page's shell the server fills on each request, besides PAGE_SLOTS: its
 * title and description (in the page's head, as text) and the page itself (HTML, inside `<main>`).
 */
export const JOBS_PAGE_SLOTS = {
  title: '%JOBS_TITLE%',
  description: '%JOBS_DESCRIPTION%',
  content: '%JOBS_CONTENT%',
} as const;

const jobsFile = (kind: JobsPageKind, language: Language) => {
  const name = kind === 'list' ? 'jobs.html' : 'jobs-demand.html';
  return language === DEFAULT_LANGUAGE ? name : `${language}/${name}`;
};

/** The English path of a vacancies page: `/jobs`, or `/jobs/<id>` (the slot in a shell). */
export const jobsPath = (kind: JobsPageKind, demandId: string = DEMAND_ID_SLOT): string => (kind === 'list' ? PAGES.jobs : `${PAGES.jobs}/${demandId}`);

export const JOBS_PAGE_SHELLS: readonly JobsPageShell[] = /* @__PURE__ */ (['list', 'demand'] as const).flatMap((kind) =>
  LANGUAGE_CODES.map((language) => ({ language, kind, file: jobsFile(kind, language), path: localisedPath(jobsPath(kind), language) })),
);

/**
 * The home page's vacancies: between these markers the prerendered page has the section it shows
 * without any (the job visa's benefits); the server puts the open positions there instead once a
 * demand is published, and removes the markers either way.
 */
export const HOME_VACANCIES_MARKERS = { begin: '%VACANCIES-BEGIN%', end: '%VACANCIES-END%' } as const;
