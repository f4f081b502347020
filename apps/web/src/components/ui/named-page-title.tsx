import { useLingui } from '@lingui/react';
import { PAGE_TITLES } from '../../config/page-titles';
import { PageTitle, type PageTitleProps } from './page-title';

interface NamedPageTitleProps extends Omit<PageTitleProps, 'children'> {
  page: keyof typeof PAGE_TITLES;
}

/**
 * The heading of a page by its name in PAGE_TITLES (the desk's pages), a message of the catalogues.
 * Apart from PageTitle, which the home page's islands use without any catalogue (ADR 027).
 */
export function NamedPageTitle({ page, ...props }: NamedPageTitleProps) {
  const { i18n } = useLingui();
  return <PageTitle {...props}>{i18n._(PAGE_TITLES[page])}</PageTitle>;
}
