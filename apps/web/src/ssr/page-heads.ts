import { PAGES } from '@visadesk/contract';
import { APP_NAME, CONSULTANCY_NAME } from '../config/brand';
import { PAGE_TITLES } from '../config/page-titles';
import { HERO } from '../features/home/content/home-content';

/** Replaced by the server with the site's own origin (PUBLIC_URL, or the host it was reached on). */
export const SITE_ORIGIN_TOKEN = '%SITE_ORIGIN%';

export interface PageHead {
  /** Where the page lives, and the name of its prerendered file. */
  path: string;
  file: string;
  /** The same text the page's own heading puts in the tab, so nothing changes on hydration. */
  title: string;
  description: string;
  /** The source module of the route's code, to preload it with the page. */
  routeModule?: string;
  /** Brought to life by its islands alone (src/islands.tsx), not by the whole app. */
  islands?: boolean;
}

const tab = (heading: string) => `${heading} | ${APP_NAME}`;

/** The public pages prerendered at build time, with what search engines and link previews show. */
export const PAGE_HEADS: readonly PageHead[] = [
  {
    path: PAGES.home,
    file: 'home.html',
    islands: true,
    title: tab(HERO.heading(CONSULTANCY_NAME)),
    description:
      'Clear advice on Canada work visas, family visas, skilled and business migration and visitor visas, current overseas job vacancies, and an online check of your application status.',
  },
  {
    path: PAGES.enquiry,
    file: 'enquiry.html',
    title: tab(PAGE_TITLES.enquiry),
    description:
      'Check the status of your visa application online with your passport number, nationality and date of birth, and print your applicant copy.',
    routeModule: 'src/features/enquiry/routes/enquiry.tsx',
  },
  {
    path: PAGES.login,
    file: 'login.html',
    title: tab(PAGE_TITLES.login),
    description: `Staff sign-in to the ${APP_NAME} desk, where the consultancy manages visa applications, documents and home-page slides.`,
    routeModule: 'src/features/auth/routes/login.tsx',
  },
  {
    path: PAGES.register,
    file: 'register.html',
    title: tab(PAGE_TITLES.register),
    description: `Ask for a staff account on the ${APP_NAME} desk. New accounts start once the consultancy's super admin approves them.`,
    routeModule: 'src/features/auth/routes/register.tsx',
  },
];
