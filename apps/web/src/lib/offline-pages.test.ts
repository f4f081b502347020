import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepPageOffline } from './offline-pages';

/** The Cache API as the page sees it, recording what each cache was asked to keep. */
function fakeCaches() {
  const kept: Record<string, string[]> = {};
  vi.stubGlobal('caches', {
    open: async (name: string) => ({
      add: async (url: string) => void (kept[name] = [...(kept[name] ?? []), url]),
      addAll: async (urls: string[]) => void (kept[name] = [...(kept[name] ?? []), ...urls]),
    }),
  });
  return kept;
}

const entry = (name: string) => ({ name }) as PerformanceEntry;
const page = { href: 'https://agency.example/hi/view-one', origin: 'https://agency.example', pathname: '/hi/view-one' } as Location;

afterEach(() => vi.unstubAllGlobals());

describe('keeping a page for use without the network', () => {
  it("keeps the page and the build's own files it used, never the API's answers, documents or another site's files", async () => {
    const kept = fakeCaches();
    const used = [
      'https://agency.example/assets/copy-islands-1.js', 'https://agency.example/assets/qrcode-1.js', 'https://agency.example/assets/devanagari-1.woff2',
      'https://agency.example/assets/copy-islands-1.js', 'https://agency.example/icons/icon-192.png',
      'https://agency.example/api/files/abc?sig=1', 'https://agency.example/api/application/fetchApplicationEnquiry?search=X', 'https://cdn.example/assets/x.js',
    ];
    expect(await keepPageOffline(page, used.map(entry))).toBe(true);
    expect(kept).toEqual({
      'visadesk-pages': ['/hi/view-one'],
      'visadesk-assets': ['/assets/copy-islands-1.js', '/assets/qrcode-1.js', '/assets/devanagari-1.woff2', '/icons/icon-192.png'],
    });
  });

  it('does nothing, and says so, where the browser has no Cache API or refuses', async () => {
    expect(await keepPageOffline(page, [])).toBe(false);
    vi.stubGlobal('caches', { open: async () => Promise.reject(new DOMException('Quota', 'QuotaExceededError')) });
    expect(await keepPageOffline(page, [])).toBe(false);
  });
});
