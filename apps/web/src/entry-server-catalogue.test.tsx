import { setupI18n } from '@lingui/core';
import { PAGES } from '@visadesk/contract';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from './entry-server';

// The page's catalogue without the words of the status check, as if they had gone to the desk's (ADR 031).
vi.mock('./i18n/i18n', async (original) => ({
  ...(await original<typeof import('./i18n/i18n')>()),
  createI18n: async () => {
    const i18n = setupI18n();
    i18n.load('en', {});
    i18n.activate('en');
    return i18n;
  },
}));

describe('prerendering a public page (ADR 031)', () => {
  it('stops the build when the page shows a message its catalogue lacks', async () => {
    await expect(renderPage(PAGES.enquiry)).rejects.toThrow(/^\/enquiry shows messages that are not in its catalogue: /);
  });
});
