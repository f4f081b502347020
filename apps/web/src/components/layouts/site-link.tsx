import { directionOf, isLanguage, languageOfPath, localisedPath, PAGES, TRANSLATED_PAGES } from '@visadesk/contract';
import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';

/**
 * How a public link moves the visitor. Inside the app (the router is there) a click changes the
 * page in place; on the home page's islands (no router, see components/ui/island.tsx) it is an
 * ordinary link, which loads the next prerendered page. Either way the markup is the same plain
 * `<a href>`, so a page prerendered by one hydrates in the other.
 */
export interface SiteNavigation {
  pathname: string;
  navigate(to: string): void;
}

const SiteNavigationContext = createContext<SiteNavigation | null>(null);

export const SiteNavigationProvider = SiteNavigationContext;

/** The address a page's islands are prerendered for (entry-server.tsx), which they are hydrated at. */
const PrerenderedPathnameContext = createContext<string | null>(null);
export const PrerenderedPathnameProvider = PrerenderedPathnameContext;

/** Where the visitor is: the router's path in the app, the page's own address on the islands. */
export function useSitePathname(): string {
  const navigation = useContext(SiteNavigationContext);
  const prerendered = useContext(PrerenderedPathnameContext);
  return navigation?.pathname ?? prerendered ?? (typeof window === 'undefined' ? '/' : window.location.pathname);
}

/** A page's address in the language of the page being read (`/enquiry` on a Hindi page is `/hi/enquiry`). */
function inPageLanguage(to: string, pathname: string): string {
  // The vacancies have a version in each language too (`/hi/jobs`), written by the server (ADR 052).
  if (!TRANSLATED_PAGES.includes(to) && to !== PAGES.jobs) return to;
  return localisedPath(to, languageOfPath(pathname).language);
}

/** Where a page is in the language of the page being read, for code that moves the visitor itself. */
export function useInPageLanguage(): (to: string) => string {
  const pathname = useSitePathname();
  return (to) => inPageLanguage(to, pathname);
}

/**
 * Moves the visitor to a public page in the page's language, as code does after a form's answer:
 * in place inside the app, and as a new page load on a page of islands (its next page is
 * prerendered, and what it needs to show travels in session storage, not in memory).
 */
export function useSiteNavigate(): (to: string) => void {
  const navigation = useContext(SiteNavigationContext);
  const localised = useInPageLanguage();
  return (to) => {
    const href = localised(to);
    if (navigation) navigation.navigate(href);
    else window.location.assign(href);
  };
}

interface SiteLinkProps {
  to: string;
  className?: string;
  /** A menu entry: marked as the current page (`active`, aria-current) when it is. */
  navItem?: boolean;
  onClick?: () => void;
  /**
   * A link to a version of the page in a given language (`to` is then that version's address): its
   * language, for screen readers and search engines. Without it, a translated page's link leads to
   * its version in the language of the page being read. A version read the other way (English to
   * Urdu) is loaded afresh, so it arrives with its own stylesheet (ADR 028).
   */
  hrefLang?: string;
  /**
   * A page the server writes afresh on each request (the vacancies, and the home page with them,
   * ADR 052): loaded as a document, never drawn by the app's router from what it was built with.
   */
  document?: boolean;
  children: ReactNode;
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.defaultPrevented && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

export function SiteLink({ to, className, navItem = false, onClick, hrefLang, document = false, children }: SiteLinkProps) {
  const navigation = useContext(SiteNavigationContext);
  const pathname = useSitePathname();
  const href = hrefLang ? to : inPageLanguage(to, pathname);
  const readsOtherWay = isLanguage(hrefLang) && directionOf(hrefLang) !== directionOf(languageOfPath(pathname).language);
  const current = navItem && navigation?.pathname === href;
  const classes = [className, current ? 'active' : ''].filter(Boolean).join(' ');
  return (
    <a
      href={href}
      className={classes || undefined}
      aria-current={current ? 'page' : undefined}
      hrefLang={hrefLang}
      lang={hrefLang}
      onClick={(event) => {
        onClick?.();
        if (!navigation || document || readsOtherWay || !plainClick(event)) return;
        event.preventDefault();
        navigation.navigate(href);
      }}
    >
      {children}
    </a>
  );
}
