import type { ComponentType } from 'react';
import { LanguageOffer } from '../components/layouts/language-offer';
import { SiteFooter } from '../components/layouts/site-footer';
import { TopBar } from '../components/layouts/top-bar';

/** The vacancies pages' islands, by the name each carries in the prerendered HTML: the public layout's alone. */
export const JOBS_ISLANDS: Readonly<Record<string, ComponentType<never>>> = {
  'top-bar': TopBar,
  'site-footer': SiteFooter,
  'language-offer': LanguageOffer,
};
