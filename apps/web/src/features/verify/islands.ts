import type { ComponentType } from 'react';
import { LanguageOffer } from '../../components/layouts/language-offer';
import { SiteFooter } from '../../components/layouts/site-footer';
import { TopBar } from '../../components/layouts/top-bar';
import { VerifyPage } from './components/verify-page';

/**
 * The verification page's islands, by the name each carries in its prerendered HTML: the public
 * layout's and the page itself, hydrated on Preact by src/verify-islands.tsx.
 */
export const VERIFY_ISLANDS: Readonly<Record<string, ComponentType<never>>> = {
  'top-bar': TopBar,
  'site-footer': SiteFooter,
  'language-offer': LanguageOffer,
  'verify-page': VerifyPage,
};
