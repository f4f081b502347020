import { useLingui } from '@lingui/react';
import { useEffect, useMemo } from 'react';
import '../../styles/language-offer.css';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { markAppReady } from '../../lib/app-ready';
import { Island } from '../ui/island';
import { MAIN_CONTENT_ID, SkipLink } from '../ui/skip-link';
import { LanguageOffer } from './language-offer';
import { footerWords, topBarWords } from './layout-words';
import { SiteFooter } from './site-footer';
import { SiteNavigationProvider, type SiteNavigation } from './site-link';
import { TopBar } from './top-bar';

/**
 * The frame of every public page. The top bar and footer are islands: on the home page they come
 * to life without the router (src/islands.tsx), elsewhere the app hydrates them with the rest.
 */
export function PublicLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const navigation = useMemo<SiteNavigation>(() => ({ pathname, navigate: (to) => void navigate(to) }), [pathname, navigate]);
  const { i18n } = useLingui();
  useEffect(markAppReady, []);
  return (
    <SiteNavigationProvider value={navigation}>
      <div className="public-shell d-flex flex-column min-vh-100">
        <SkipLink />
        <Island name="top-bar" component={TopBar} props={{ words: topBarWords(i18n) }} />
        <main id={MAIN_CONTENT_ID} className="public-main flex-grow-1" tabIndex={-1}>
          <Outlet />
        </main>
        <Island name="site-footer" component={SiteFooter} props={{ words: footerWords(i18n) }} />
        <Island name="language-offer" component={LanguageOffer} />
      </div>
    </SiteNavigationProvider>
  );
}
