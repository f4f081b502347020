import { useLingui } from '@lingui/react';
import { directionOf, languageOfPath, type TextDirection } from '@visadesk/contract';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { loadCatalogue } from './i18n';

/** The direction of the Bootstrap build the page was loaded with (ADR 028); null in development. */
function stylesheetDirection(): TextDirection | null {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href*="/assets/bootstrap-"]')];
  if (links.length === 0) return null;
  return links.some((link) => link.getAttribute('href')?.includes('/assets/bootstrap-rtl-')) ? 'rtl' : 'ltr';
}

/** How the page is loaded afresh (a seam for tests: jsdom cannot reload). */
export const pageReload = { now: () => window.location.reload() };

/**
 * Keeps the app in the language of the page's address (`/hi/enquiry` is Hindi, `/enquiry` English):
 * after a move to another language its catalogue is fetched, and the document's `lang` and `dir`
 * follow, as the prerendered page of that address has them.
 */
export function usePageLanguage(): void {
  const { pathname } = useLocation();
  // The provider hands out a new value each time a catalogue loads: the effect follows the address only.
  const { i18n: fromContext } = useLingui();
  const i18nRef = useRef(fromContext);
  const { language } = languageOfPath(pathname);
  useEffect(() => {
    const i18n = i18nRef.current;
    // A move to a page read the other way (English to Urdu, or to the English desk after signing in
    // on the Urdu page) needs the other Bootstrap build: the server sends the page with it.
    const loaded = stylesheetDirection();
    if (loaded && loaded !== directionOf(language)) {
      pageReload.now();
      return;
    }
    let current = true;
    // Only the address the visitor is still at wins: a slower catalogue of a page already left is
    // never switched to. One that cannot be fetched (the network dropped) leaves the language as it was.
    if (i18n.locale !== language) {
      void loadCatalogue(i18n, language)
        .then(() => {
          if (current) i18n.activate(language);
        })
        .catch(() => undefined);
    }
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
    return () => {
      current = false;
    };
  }, [language]);
}
