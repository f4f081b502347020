import { useEffect } from 'react';
import { usePublicSettings } from '../layouts/public-settings';

export interface PageTitleProps {
  children: string;
  className?: string;
  /** `auto` for words staff wrote (Settings), which may read the other way from the page. */
  dir?: 'auto';
  /** The language of those words where it is not the page's (English on a Nepali page). */
  lang?: string;
}

/** The page's heading, also named in the browser tab so each screen is distinguishable in history. */
export function PageTitle({ children, className = 'h3 mb-4', dir, lang }: PageTitleProps) {
  const { consultancyName } = usePublicSettings();
  useEffect(() => {
    // A heading that already names the consultancy (the home page's) is not followed by it again.
    document.title = children.includes(consultancyName) ? children : `${children} | ${consultancyName}`;
  }, [children, consultancyName]);
  return (
    <h1 className={className} dir={dir} lang={lang}>
      {children}
    </h1>
  );
}
