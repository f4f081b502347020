/**
 * Marks the page as answering to input once the app (or, on the home page, its islands) has taken
 * over the prerendered HTML. The starter (src/starter) then sends a form submitted before
 * that moment, and browser tests wait for it.
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

export function markAppReady(): void {
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
}
