import { HOME_COPY_SLOTS, LANGUAGE_CODES, languageOfPath, PAGE_SLOTS, PAGES, type Language } from '@visadesk/contract';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createElement, StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { routes } from './app/router';
import { createAppStore } from './app/store';
import { prerenderingYearAs } from './components/layouts/copyright-year';
import { prerenderedWithName } from './components/layouts/public-settings';
import { PrerenderedPathnameProvider } from './components/layouts/site-link';
import { loadCountryNames } from './components/ui/country-list';
import { IslandCollectorProvider, islandMarker, type PrerenderedIsland } from './components/ui/island';
import { createI18n } from './i18n/i18n';
import { PrerenderedDocument } from './ssr/document';
import { pageAssets, type BuildManifests } from './ssr/page-assets';
import { JOBS_SHELL_ROUTES } from './ssr/jobs-shell';
import { jobsPageHeads, pageHeads, uploadPageHeads, viewOnePageHeads } from './ssr/page-heads';

/** The HTML5 doctype that opens every prerendered page (markup, not text). */
const DOCTYPE = '<!doctype html>';

interface RenderOptions {
  /** The page is hydrated island by island (src/islands.tsx), not by the whole app. */
  islands?: boolean;
  /** The name the page shows for the consultancy, the default one's unless given. */
  consultancyName?: string;
  /** The routes to render it with: the app's, unless a shell has its own (the vacancies pages, ssr/jobs-shell.tsx). */
  routeTable?: RouteObject[];
}

/**
 * Renders a public page to HTML, as an anonymous visitor sees it before any call has answered. The
 * browser hydrates it with the same routes and store, or, for a page of islands, each island on its
 * own.
 */
export async function renderPage(path: string, { islands = false, consultancyName, routeTable = routes }: RenderOptions = {}): Promise<string> {
  const handler = createStaticHandler(routeTable);
  // The router reads the address percent-decoded: a slot's own `%` (`/upload/%UPLOAD_TOKEN%`) is escaped for it.
  const context = await handler.query(new Request(new URL(path.replaceAll('%', '%25'), 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // No cookies at build time: the visitor is anonymous, which is what the browser assumes too.
  const store = createAppStore({ auth: { token: null, user: null, status: 'anonymous', endReason: null } });
  const collected: PrerenderedIsland[] | null = islands ? [] : null;
  // An instance of its own for this page, in the page's language (`/hi/enquiry`): pages never share one.
  const { language } = languageOfPath(path);
  const i18n = await createI18n(language);
  // The status enquiry's country list is plain HTML beside its island: written whole, in the page's language.
  await loadCountryNames(language);
  const missing = new Set<string>();
  i18n.on('missing', ({ id }) => missing.add(id));
  const page = () => {
    const html = render();
    // A public page has only its language's public catalogue (ADR 031): a word from the desk's would
    // show as its id in production, so the build stops instead.
    if (missing.size > 0) throw new Error(`${path} shows messages that are not in its catalogue: ${[...missing].join(', ')}.`);
    return html;
  };
  const render = () => {
    const html = renderToString(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <IslandCollectorProvider value={collected}>
            <Provider store={store}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </Provider>
          </IslandCollectorProvider>
        </I18nProvider>
      </StrictMode>,
    );
    if (!collected) return html;
    return collected.reduce((page, island, index) => {
      const marker = islandMarker(index);
      if (!page.includes(marker)) throw new Error(`The marker of island ${index} is missing from ${path}.`);
      // Each island on its own, as the browser hydrates it, at the page's address (its links' language).
      // Inside the page's catalogue too: the copy's island reads its words through Lingui (src/view-one-islands.tsx).
      const root = createElement(I18nProvider, { i18n }, createElement(PrerenderedPathnameProvider, { value: path }, createElement(island.component, island.props)));
      return page.replace(marker, () => renderToString(root));
    }, html);
  };
  // Prerendered for the server to fill in: the name and the footer's year are its slots.
  if (consultancyName === undefined) return page();
  return prerenderedWithName(consultancyName, () => prerenderingYearAs(PAGE_SLOTS.copyrightYear, page));
}

/**
 * Every prerendered page, whole, as the build writes it (scripts/prerender.mjs) and the server
 * sends it once it has filled in the page's slots: the consultancy's name and the home page's texts
 * are their slots here. The upload page's shells follow, the token a slot of theirs too, then the
 * applicant copy's (the copy is the browser's, never in the HTML), then the vacancies pages' (the server fills in their title, description, vacancies and the demand's id).
 */
export async function prerenderPages(manifests: BuildManifests): Promise<{ file: string; html: string }[]> {
  const pages = [];
  const catalogues = new Map<Language, I18n>();
  for (const language of LANGUAGE_CODES) catalogues.set(language, await createI18n(language));
  const i18nOf = (language: Language) => catalogues.get(language) as I18n;
  const heads = [...pageHeads(PAGE_SLOTS.consultancyName, HOME_COPY_SLOTS, i18nOf), ...uploadPageHeads(PAGE_SLOTS.consultancyName, i18nOf), ...viewOnePageHeads(PAGE_SLOTS.consultancyName, i18nOf), ...jobsPageHeads()];
  for (const head of heads) {
    const routeTable = head.page === PAGES.jobs ? JOBS_SHELL_ROUTES : routes;
    const body = await renderPage(head.path, { islands: head.islands !== undefined, consultancyName: PAGE_SLOTS.consultancyName, routeTable });
    const document = <PrerenderedDocument head={head} assets={pageAssets(head, manifests)} body={body} />;
    pages.push({ file: head.file, html: `${DOCTYPE}\n${renderToStaticMarkup(document)}\n` });
  }
  return pages;
}
