import { WEB_APP } from '@visadesk/contract';

/** The build's own files, as the service worker keeps them (service-worker.ts's BUILD_FILES). */
const BUILD_FILE = /^\/(?:assets|icons|flags)\//;

/**
 * Puts this page and every build file it has used (scripts, styles, fonts, the QR code's encoder)
 * into the service worker's caches, so the page opens without the network even when the service
 * worker started after it had loaded. The files come from the browser's HTTP cache (they are
 * immutable): only the page itself is asked for again. Without the Cache API it does nothing.
 */
export async function keepPageOffline(location: Location = window.location, entries: readonly PerformanceEntry[] = performance.getEntriesByType('resource')): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  const files = [...new Set(entries.map((entry) => new URL(entry.name, location.href)).filter((url) => url.origin === location.origin && BUILD_FILE.test(url.pathname)).map((url) => url.pathname))];
  try {
    await (await caches.open(WEB_APP.caches.pages)).add(location.pathname);
    await (await caches.open(WEB_APP.caches.assets)).addAll(files);
    return true;
  } catch {
    return false;
  }
}

/**
 * Once the service worker is in charge, keeps this page for use without the network: the next
 * visit opens even offline. Asking for the page again costs a revalidation (it is sent `no-cache`).
 */
export function keepThisPageWhenReady(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then(() => keepPageOffline()).catch(() => undefined);
}
