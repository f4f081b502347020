import { WEB_APP } from '@visadesk/contract';
import { APP_READY_ATTRIBUTE } from '../lib/app-ready';

/**
 * The id of the JSON data block that lists a prerendered page's scripts: the first is the one to
 * start, the rest are the chunks it imports (ssr/document.tsx writes it).
 */
export const APP_SCRIPTS_ELEMENT_ID = 'app-scripts';

/**
 * Every form on a prerendered page is sent by the app. One submitted before the app is ready must
 * not go out as a plain GET, which would put what was typed (a passport number, a password) into
 * the address: it is held, and submitted again once the app has marked the page ready.
 */
export function holdFormsUntilReady(document: Document): void {
  const html = document.documentElement;
  const ready = () => html.hasAttribute(APP_READY_ATTRIBUTE);
  let held: HTMLFormElement | null = null;
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (form.hasAttribute('action')) return;
      event.preventDefault();
      if (!ready()) held = form;
    },
    true,
  );
  new MutationObserver((_changes, observer) => {
    if (!ready()) return;
    observer.disconnect();
    if (held?.isConnected) held.requestSubmit();
    held = null;
  }).observe(html, { attributes: true, attributeFilter: [APP_READY_ATTRIBUTE] });
}

/** Preloads the page's chunks and imports its entry script, as listed in the page. */
export function loadApp(document: Document, importModule: (url: string) => Promise<unknown>): Promise<unknown> {
  const list = document.getElementById(APP_SCRIPTS_ELEMENT_ID)?.textContent;
  if (!list) throw new Error(`The page has no #${APP_SCRIPTS_ELEMENT_ID} list.`);
  const [entry, ...chunks] = JSON.parse(list) as string[];
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  return importModule(entry as string);
}

/**
 * Runs `start` once the page has painted, so on a slow connection the scripts do not share the
 * bandwidth the stylesheet and the first picture need. A page opened in the background (no paint
 * to wait for) starts at once.
 */
export function afterFirstPaint(document: Document, start: () => void): void {
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
}

/**
 * Registers the service worker (ADR 053) for the whole site, once the page's own scripts are
 * asked for: it keeps the worker's pages for use without the network, never the staff's or the
 * API's. A browser without service workers (or a refusal) leaves the site as it was.
 */
export function registerServiceWorker(navigator: Navigator): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(WEB_APP.serviceWorker, { scope: '/' }).catch(() => undefined);
}
