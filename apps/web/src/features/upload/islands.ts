import type { ComponentType } from 'react';
import { LanguageOffer } from '../../components/layouts/language-offer';
import { SiteFooter } from '../../components/layouts/site-footer';
import { TopBar } from '../../components/layouts/top-bar';
import { UploadPage } from './components/upload-page';

/**
 * The upload page's islands, by the name each carries in its prerendered HTML: the public layout's
 * and the page itself. src/upload-islands.tsx hydrates them on Preact, without the home page's
 * hero and carousels, so a phone on a slow network downloads only what this page needs.
 */
export const UPLOAD_ISLANDS: Readonly<Record<string, ComponentType<never>>> = {
  'top-bar': TopBar,
  'site-footer': SiteFooter,
  'language-offer': LanguageOffer,
  'upload-page': UploadPage,
};
