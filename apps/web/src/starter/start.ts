import { afterFirstPaint, holdFormsUntilReady, loadApp, registerServiceWorker } from './starter';

/*
 * The starter of every prerendered page (built on its own by vite.starter.config.ts). A prerendered
 * page needs only its HTML and CSS to show; its scripts (the app, or the home page's islands) are
 * asked for once it has painted. An ordinary same-origin module, which the CSP allows.
 */
holdFormsUntilReady(document);
afterFirstPaint(document, () => {
  void loadApp(document, (url) => import(/* @vite-ignore */ url));
  registerServiceWorker(navigator);
});
