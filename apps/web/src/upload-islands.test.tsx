import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, UPLOAD_TOKEN_SLOT } from '@visadesk/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREACT_FOR_REACT } from '../preact-for-react';
import { ISLAND_ATTRIBUTE } from './components/ui/island';
import { renderPage } from './entry-server';
import { TOKEN, uploadRequest } from './features/upload/testing/upload-request';
import { APP_READY_ATTRIBUTE } from './lib/app-ready';
import { jsonResponse, mockApi } from './testing/http';

/** The page's modules loaded afresh, as a new visit would, with `react` resolved to Preact as the islands build does. */
async function asTheBrowserLoadsThem<Module>(load: () => Promise<Module>): Promise<Module> {
  vi.resetModules();
  for (const [react, preact] of Object.entries(PREACT_FOR_REACT)) vi.doMock(react, () => import(preact));
  return load();
}

/** What hydration reports: errors on the console or thrown from an island. */
function watchHydration(): () => string[] {
  const seen: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void seen.push(args.map(String).join(' ')));
  return () => seen;
}

afterEach(() => {
  for (const react of Object.keys(PREACT_FOR_REACT)) vi.doUnmock(react);
  vi.resetModules();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
  window.history.replaceState(null, '', '/');
});

describe("the upload page's islands", () => {
  it('come to life on Preact in the Urdu shell the server filled, load the request and send a chosen file', async () => {
    mockApi({
      [`GET ${API.publicSettings}`]: () => jsonResponse({ consultancyName: 'Maple Route Consultancy' }),
      [`GET ${API.uploads.request}`]: () => jsonResponse(uploadRequest()),
    });
    // As the server sends it for /ur/upload/<token>: every slot of the token filled in.
    const shell = (await renderPage(`/ur/upload/${UPLOAD_TOKEN_SLOT}`, { islands: true })).replaceAll(UPLOAD_TOKEN_SLOT, TOKEN);
    window.history.replaceState(null, '', `/ur/upload/${TOKEN}`);
    document.body.innerHTML = shell;
    expect([...document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)].map((element) => element.getAttribute(ISLAND_ATTRIBUTE))).toEqual([
      'top-bar', 'upload-page', 'site-footer', 'language-offer',
    ]);
    expect(screen.getByText('ایجنسی نے جو مانگا ہے، وہ کھل رہا ہے…')).toBeInTheDocument();
    const problems = watchHydration();
    const started: File[] = [];

    await asTheBrowserLoadsThem(async () => {
      const { tusClient } = await import('./features/upload/api/send-document');
      tusClient.Upload = class {
        constructor(file: File) {
          started.push(file);
        }
        findPreviousUploads = () => Promise.resolve([]);
        start() {}
        abort = () => Promise.resolve();
      } as unknown as typeof tusClient.Upload;
      await import('./upload-islands');
    });

    await waitFor(() => expect(document.documentElement).toHaveAttribute(APP_READY_ATTRIBUTE));
    expect(await screen.findByRole('heading', { name: 'پاسپورٹ (پہلا صفحہ)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('href', `/hi/upload/${TOKEN}`);
    const [choose] = screen.getAllByLabelText('فائل منتخب کریں');
    await userEvent.setup().upload(choose as HTMLInputElement, new File(['%PDF-1.7'], 'passport.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(started.map((file) => file.name)).toEqual(['passport.pdf']));
    expect(problems()).toEqual([]);
  });
});
