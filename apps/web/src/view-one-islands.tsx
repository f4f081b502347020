import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { DEFAULT_LANGUAGE, isLanguage } from '@visadesk/contract';
import { VIEW_ONE_ISLANDS } from './features/enquiry/copy-islands';
import { hydrateIslands } from './hydrate-islands';
import { activateLanguage } from './i18n/i18n';

/**
 * The applicant copy's script (`/view-one`): the public layout's islands and the copy, on Preact, in
 * a bundle of its own (its budget: 60 KB gzip for every script it loads). The copy's words are the
 * app's own messages, so the island reads them through Lingui from the page's catalogue (one chunk,
 * preloaded with the page: ssr/page-assets.ts) rather than as props.
 */
const lang = document.documentElement.lang;
const i18n = setupI18n();
void activateLanguage(i18n, isLanguage(lang) ? lang : DEFAULT_LANGUAGE).then(() =>
  hydrateIslands(VIEW_ONE_ISLANDS, (island) => <I18nProvider i18n={i18n}>{island}</I18nProvider>),
);
