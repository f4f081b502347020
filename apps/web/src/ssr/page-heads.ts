import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  DEFAULT_LANGUAGE,
  JOBS_PAGE_SHELLS,
  JOBS_PAGE_SLOTS,
  jobsPath,
  LANGUAGE_CODES,
  localisedPath,
  PAGES,
  PRERENDERED_PAGES,
  UPLOAD_PAGE_SHELLS,
  VIEW_ONE_PAGE_SHELLS,
  type HomeCopy,
  type Language,
  type PrerenderedPath,
} from '@visadesk/contract';
import heroPoster from '../features/home/assets/hero/hero-poster.webp';

export interface PageHead {
  /** Where the page lives (`/hi/enquiry`), and the name of its prerendered file (the contract's PRERENDERED_PAGES). */
  path: string;
  file: string;
  /** The page it is a version of (its English path), and the version's language. */
  page: PrerenderedPath | typeof PAGES.upload | typeof PAGES.jobs | typeof PAGES.viewOne;
  language: Language;
  /** The same text the page's own heading puts in the tab, so nothing changes on hydration. */
  title: string;
  description: string;
  /** The source module of the route's code, to preload it with the page. */
  routeModule?: string;
  /** Brought to life by its islands alone (the entry that hydrates them, page-assets.ts), not by the whole app. */
  islands?: IslandsEntry;
  /**
   * A private page (the applicant's upload link): not for search engines, sending no referrer, and
   * naming no address of its own, which would carry the token.
   */
  unlisted?: boolean;
  /**
   * Its versions in every language, English first (`hreflang` links, the English one also x-default),
   * for a page that is not among PRERENDERED_PAGES: the vacancies pages.
   */
  versions?: readonly { language: Language; path: string }[];
  /** The picture the page shows first (the hero video's poster), fetched beside the stylesheet. */
  firstImage?: string;
}

/** The scripts that hydrate a page of islands, one entry each in vite.islands.config.ts. */
export type IslandsEntry = 'home' | 'upload' | 'jobs' | 'verify' | 'enquiry' | 'view-one';

const tab = (heading: string, consultancyName: string) => `${heading} | ${consultancyName}`;

/** What the home page's head takes from its copy (Settings' home texts). */
export type HomeHeadCopy = Pick<HomeCopy, 'heroHeading' | 'aboutText'>;

/** What search engines and link previews show of each prerendered page, in the version's language. */
function ownHeads(consultancyName: string, home: HomeHeadCopy, i18n: I18n): Record<PrerenderedPath, Omit<PageHead, 'path' | 'file' | 'page' | 'language'>> {
  const english = i18n.locale === DEFAULT_LANGUAGE;
  return {
    [PAGES.home]: {
      islands: 'home',
      // In English, Settings' own words; in another language they would still be English, so the
      // head says what the consultancy offers in the page's language.
      title: english ? home.heroHeading.text : i18n._(msg`${consultancyName}: visas and jobs abroad`),
      description: english
        ? home.aboutText.text
        : i18n._(msg`Work or study abroad with ${consultancyName}: help with visa applications and job offers, and an online status check for your application.`),
      firstImage: heroPoster,
    },
    [PAGES.enquiry]: {
      islands: 'enquiry',
      title: tab(i18n._(msg`Check Visa Status`), consultancyName),
      description: i18n._(msg`Check the status of your visa application online with your passport number, nationality and date of birth, and print your applicant copy.`),
    },
    [PAGES.login]: {
      title: tab(i18n._(msg`Login`), consultancyName),
      description: i18n._(msg`Staff sign-in to the ${consultancyName} desk, where the consultancy manages visa applications, documents and home-page slides.`),
      routeModule: 'src/features/auth/routes/login.tsx',
    },
    [PAGES.verify]: {
      islands: 'verify',
      title: tab(i18n._(msg`Check an applicant copy`), consultancyName),
      description: i18n._(msg`Check whether an applicant copy from ${consultancyName} is genuine and still current: scan its QR code, even without the internet.`),
    },
    [PAGES.register]: {
      title: tab(i18n._(msg`Register`), consultancyName),
      description: i18n._(msg`Ask for a staff account on the ${consultancyName} desk. New accounts start once the consultancy's super admin approves them.`),
      routeModule: 'src/features/auth/routes/register.tsx',
    },
  };
}

/**
 * The head of every prerendered page, for a consultancy of that name (with the default home texts
 * unless given), each version in its own language (`i18nOf` gives the language's catalogue).
 */
export function pageHeads(consultancyName: string, home: HomeHeadCopy, i18nOf: (language: Language) => I18n): PageHead[] {
  return PRERENDERED_PAGES.map((version) => ({ ...version, ...ownHeads(consultancyName, home, i18nOf(version.language))[version.page] }));
}

/**
 * The upload page's shells (UPLOAD_PAGE_SHELLS), one per language, at a path with the token's
 * slot. Not in PRERENDERED_PAGES: never in the sitemap, never indexed.
 */
export function uploadPageHeads(consultancyName: string, i18nOf: (language: Language) => I18n): PageHead[] {
  return UPLOAD_PAGE_SHELLS.map(({ language, file, path }) => {
    const i18n = i18nOf(language);
    return {
      path,
      file,
      page: PAGES.upload,
      language,
      title: tab(i18n._(msg`Send your documents`), consultancyName),
      description: i18n._(msg`Send the documents ${consultancyName} asks for, from your phone.`),
      islands: 'upload',
      unlisted: true,
    };
  });
}

/**
 * The applicant copy's shells (VIEW_ONE_PAGE_SHELLS), one per language: private like the upload
 * page's (the copy is a person's), never indexed; the tab's title is the page's heading's.
 */
export function viewOnePageHeads(consultancyName: string, i18nOf: (language: Language) => I18n): PageHead[] {
  return VIEW_ONE_PAGE_SHELLS.map(({ language, file, path }) => {
    const i18n = i18nOf(language);
    return {
      path,
      file,
      page: PAGES.viewOne,
      language,
      title: tab(i18n._(msg`Applicant Copy`), consultancyName),
      description: i18n._(msg`Your applicant copy from ${consultancyName}, to read, print or keep on your phone.`),
      islands: 'view-one',
      unlisted: true,
    };
  });
}

/**
 * The vacancies pages' shells (JOBS_PAGE_SHELLS): `/jobs` and `/jobs/<id>` in each language, the
 * demand's id a slot. Their title, description and content are the server's (the words live with the
 * vacancies in apps/server/src/demands/public-words.ts), so the head carries slots for them; its
 * address and alternates are the page's own, with the id's slot where it goes.
 */
export function jobsPageHeads(): PageHead[] {
  return JOBS_PAGE_SHELLS.map(({ language, kind, file, path }) => ({
    path,
    file,
    page: PAGES.jobs,
    language,
    title: JOBS_PAGE_SLOTS.title,
    description: JOBS_PAGE_SLOTS.description,
    islands: 'jobs',
    versions: LANGUAGE_CODES.map((version) => ({ language: version, path: localisedPath(jobsPath(kind), version) })),
  }));
}
