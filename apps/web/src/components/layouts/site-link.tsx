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

/** Where the visitor is: the router's path in the app, the page's own address on the islands. */
export function useSitePathname(): string {
  const navigation = useContext(SiteNavigationContext);
  return navigation?.pathname ?? (typeof window === 'undefined' ? '/' : window.location.pathname);
}

interface SiteLinkProps {
  to: string;
  className?: string;
  /** A menu entry: marked as the current page (`active`, aria-current) when it is. */
  navItem?: boolean;
  onClick?: () => void;
  /** A link to a version of the page in another language: its language, for screen readers and search engines. */
  hrefLang?: string;
  children: ReactNode;
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.defaultPrevented && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

export function SiteLink({ to, className, navItem = false, onClick, hrefLang, children }: SiteLinkProps) {
  const navigation = useContext(SiteNavigationContext);
  const current = navItem && navigation?.pathname === to;
  const classes = [className, current ? 'active' : ''].filter(Boolean).join(' ');
  return (
    <a
      href={to}
      className={classes || undefined}
      aria-current={current ? 'page' : undefined}
      hrefLang={hrefLang}
      lang={hrefLang}
      onClick={(event) => {
        onClick?.();
        if (!navigation || !plainClick(event)) return;
        event.preventDefault();
        navigation.navigate(to);
      }}
    >
      {children}
    </a>
  );
}
