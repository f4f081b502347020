import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREACT_FOR_REACT } from '../preact-for-react';
import { ISLAND_ATTRIBUTE } from './components/ui/island';
import { holdResults } from './features/enquiry/api/held-results';
import { approvedApplicant, ENQUIRY, PROOF } from './features/enquiry/testing/applicant';
import { APP_READY_ATTRIBUTE } from './lib/app-ready';

/** The page's modules loaded afresh, as a new visit would, with `react` resolved to Preact as the islands build does. */
async function asTheBrowserLoadsThem<Module>(load: () => Promise<Module>): Promise<Module> {
  vi.resetModules();
  for (const [react, preact] of Object.entries(PREACT_FOR_REACT)) vi.doMock(react, () => import(preact));
  return load();
}

/** The prerendered page at its address, as the server sends it (the page's language on <html>). */
async function openPrerendered(path: string, language: string) {
  // Prerendered by modules of their own, as the build's are: the copy's route and Lingui's provider from one load.
  vi.resetModules();
  const { renderPage } = await import('./entry-server');
  document.body.innerHTML = await renderPage(path, { islands: true });
  document.documentElement.lang = language;
  window.history.replaceState(null, '', path);
}

/** What the console said while the islands came to life (hydration mismatches among it). */
function consoleErrors(): string[] {
  const seen: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void seen.push(args.map(String).join(' ')));
  return seen;
}

afterEach(() => {
  for (const react of Object.keys(PREACT_FOR_REACT)) vi.doUnmock(react);
  vi.resetModules();
  sessionStorage.clear();
  document.body.innerHTML = '';
  document.documentElement.lang = 'en';
  document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
  window.history.replaceState(null, '', '/');
});

describe("the applicant copy's islands (ADR 053)", () => {
  it("come to life on Preact in Hindi with the tab's copy: its status, its QR code and Forget, in the page's words", async () => {
    await openPrerendered('/hi/view-one', 'hi');
    expect([...document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)].map((element) => element.getAttribute(ISLAND_ATTRIBUTE))).toEqual([
      'top-bar', 'applicant-copy', 'site-footer', 'language-offer',
    ]);
    // The page arrives with the heading alone: the copy is never in the HTML.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('आवेदन की कॉपी');
    expect(document.querySelector('article')).toBeNull();
    holdResults(ENQUIRY, [approvedApplicant({ proof: PROOF })]);
    const seen = consoleErrors();

    await asTheBrowserLoadsThem(() => import('./view-one-islands'));
    await waitFor(() => expect(document.documentElement).toHaveAttribute(APP_READY_ATTRIBUTE));
    expect(await screen.findByRole('heading', { name: 'आवेदन का स्टेटस: मंज़ूर' })).toBeInTheDocument();
    expect(screen.getByText('SHARMA Anita')).toBeInTheDocument();
    // The section headings are the contract's labels, in Hindi from the copy's catalogue.
    expect(screen.getByRole('region', { name: 'C. पासपोर्ट की जानकारी' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'इस प्रति की जाँच के लिए स्कैन करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'यह प्रति इस फ़ोन पर रखें' })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'यह कॉपी हटाएँ' }));
    expect(await screen.findByText('यह कॉपी इस डिवाइस से हटा दी गई है।', { exact: false })).toBeInTheDocument();
    // Gone from the tab's storage (the page's modules are not this test's: their memory is their own).
    expect(Object.keys(sessionStorage)).toEqual([]);
    expect(document.querySelector('article')).toBeNull();
    expect(seen).toEqual([]);
  });

  it('say in Urdu that there is no copy, and lead back to the status check, when the tab holds none', async () => {
    await openPrerendered('/ur/view-one', 'ur');
    const seen = consoleErrors();
    await asTheBrowserLoadsThem(() => import('./view-one-islands'));
    expect(await screen.findByRole('status')).toHaveTextContent('درخواست کی کوئی معلومات نہیں ملیں۔');
    const island = document.querySelector('[data-island="applicant-copy"]') as HTMLElement;
    expect(within(island).getByRole('link', { name: 'اپنی درخواست کا اسٹیٹس چیک کریں' })).toHaveAttribute('href', '/ur/enquiry');
    expect(seen).toEqual([]);
  });
});
