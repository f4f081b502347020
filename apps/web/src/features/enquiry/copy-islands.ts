import type { ComponentType } from 'react';
import { LanguageOffer } from '../../components/layouts/language-offer';
import { SiteFooter } from '../../components/layouts/site-footer';
import { TopBar } from '../../components/layouts/top-bar';
import { ApplicantCopyIsland } from './routes/applicant-copy';

/**
 * The applicant copy's islands (`/view-one`), by the name each carries in its prerendered HTML: the
 * public layout's and the copy, hydrated on Preact by src/view-one-islands.tsx.
 */
export const VIEW_ONE_ISLANDS: Readonly<Record<string, ComponentType<never>>> = {
  'top-bar': TopBar,
  'site-footer': SiteFooter,
  'language-offer': LanguageOffer,
  'applicant-copy': ApplicantCopyIsland,
};
