import { useLingui } from '@lingui/react';
import { directionOf, languageOfPath } from '@visadesk/contract';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { activateLanguage } from './i18n';

/**
 * Keeps the app in the language of the page's address (`/hi/enquiry` is Hindi, `/enquiry` English):
 * after a move to another language its catalogue is fetched, and the document's `lang` and `dir`
 * follow, as the prerendered page of that address has them.
 */
export function usePageLanguage(): void {
  const { pathname } = useLocation();
  const { i18n } = useLingui();
  const { language } = languageOfPath(pathname);
  useEffect(() => {
    // A catalogue that cannot be fetched (the network dropped) leaves the page in the language it had.
    if (i18n.locale !== language) void activateLanguage(i18n, language).catch(() => undefined);
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
  }, [i18n, language]);
}
