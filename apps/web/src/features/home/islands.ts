import type { ComponentType } from 'react';
import { LanguageOffer } from '../../components/layouts/language-offer';
import { SiteFooter } from '../../components/layouts/site-footer';
import { TopBar } from '../../components/layouts/top-bar';
import { HomeCarousel } from './components/home-carousel';
import { HomeHero } from './components/home-hero';

/**
 * The parts of the home page that need JavaScript, by the name each carries in the prerendered
 * HTML (`<Island name>`, routes/home.tsx and the public layout). src/islands.tsx hydrates each on
 * its own with the props the HTML carries; the rest of the page stays static HTML, so the home
 * page loads these on Preact (ADR 012), not React DOM, the router, store, forms or the page's copy.
 */
export const HOME_ISLANDS: Readonly<Record<string, ComponentType<never>>> = {
  'top-bar': TopBar,
  'home-hero': HomeHero,
  'first-carousel': HomeCarousel,
  'second-carousel': HomeCarousel,
  'site-footer': SiteFooter,
  'language-offer': LanguageOffer,
};
