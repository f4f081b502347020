import { useEffect } from 'react';
import { APP_NAME } from '../../config/brand';

interface PageTitleProps {
  children: string;
  className?: string;
}

/** The page's heading, also named in the browser tab so each screen is distinguishable in history. */
export function PageTitle({ children, className = 'h3 mb-4' }: PageTitleProps) {
  useEffect(() => {
    document.title = `${children} | ${APP_NAME}`;
  }, [children]);
  return <h1 className={className}>{children}</h1>;
}
