import type { ComponentType } from 'react';
import { LanguageOffer } from '../../components/layouts/language-offer';
import { SiteFooter } from '../../components/layouts/site-footer';
import { TopBar } from '../../components/layouts/top-bar';
import { EnquiryForm } from './components/enquiry-form';

/**
 * The status enquiry's islands, by the name each carries in its prerendered HTML: the public
 * layout's and the form, hydrated on Preact by src/enquiry-islands.tsx.
 */
export const ENQUIRY_ISLANDS: Readonly<Record<string, ComponentType<never>>> = {
  'top-bar': TopBar,
  'site-footer': SiteFooter,
  'language-offer': LanguageOffer,
  'enquiry-form': EnquiryForm,
};
