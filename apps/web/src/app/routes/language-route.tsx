import { DEFAULT_LANGUAGE, isLanguage, localisedPath, PAGES } from '@visadesk/contract';
import { Navigate, Outlet, useParams } from 'react-router';

/**
 * The pages of another language (`/hi/…`). An address whose first part is no language of the site
 * (or is English, which lives at the spec's paths) goes home, as any unknown address does.
 */
export function LanguageRoute() {
  const { lang } = useParams();
  if (!isLanguage(lang) || lang === DEFAULT_LANGUAGE) return <Navigate to={PAGES.home} replace />;
  return <Outlet />;
}

/** An unknown address under a language's code (`/hi/nowhere`) goes to that language's home page. */
export function LanguageHomeRedirect() {
  const { lang } = useParams();
  return <Navigate to={isLanguage(lang) ? localisedPath(PAGES.home, lang) : PAGES.home} replace />;
}
