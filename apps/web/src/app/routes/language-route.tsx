import { DEFAULT_LANGUAGE, isLanguage, PAGES } from '@visadesk/contract';
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
