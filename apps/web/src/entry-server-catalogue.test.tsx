import { setupI18n } from '@lingui/core';
import { PAGES } from '@visadesk/contract';
import { describe, expect, it, vi } from 'vitest';

// The page's catalogue without the words of the status check, as if they had gone to the desk's (ADR 031).
// doMock and a fresh import, not vi.mock: test files share a worker's modules (isolate: false), and
// another file may have loaded entry-server with the real catalogues already.
async function renderPageWithoutItsWords(): Promise<typeof import('./entry-server')['renderPage']> {
  vi.resetModules();
  vi.doMock('./i18n/i18n', async (original) => ({
    ...(await original<typeof import('./i18n/i18n')>()),
    createI18n: async () => {
      const i18n = setupI18n();
      i18n.load('en', {});
      i18n.activate('en');
      return i18n;
    },
  }));
  return (await import('./entry-server')).renderPage;
}

describe('prerendering a public page (ADR 031)', () => {
  it('stops the build when the page shows a message its catalogue lacks', async () => {
    const renderPage = await renderPageWithoutItsWords();
    await expect(renderPage(PAGES.enquiry)).rejects.toThrow(/^\/enquiry shows messages that are not in its catalogue: /);
    vi.doUnmock('./i18n/i18n');
    vi.resetModules();
  });
});
