import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, COUNTRIES } from '@visadesk/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREACT_FOR_REACT } from '../preact-for-react';
import { ISLAND_ATTRIBUTE } from './components/ui/island';
import { renderPage } from './entry-server';
import { heldResults } from './features/enquiry/api/held-results';
import { approvedApplicant } from './features/enquiry/testing/applicant';
import { APP_READY_ATTRIBUTE } from './lib/app-ready';
import { callsTo, jsonResponse, mockApi } from './testing/http';

/** The page's modules loaded afresh, as a new visit would, with `react` resolved to Preact as the islands build does. */
async function asTheBrowserLoadsThem<Module>(load: () => Promise<Module>): Promise<Module> {
  vi.resetModules();
  for (const [react, preact] of Object.entries(PREACT_FOR_REACT)) vi.doMock(react, () => import(preact));
  return load();
}

afterEach(() => {
  for (const react of Object.keys(PREACT_FOR_REACT)) vi.doUnmock(react);
  vi.resetModules();
  sessionStorage.clear();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
  window.history.replaceState(null, '', '/');
});

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

describe("the status enquiry's islands", () => {
  it('come to life on Preact in Hindi, the country list in the HTML, check on Submit, hold what they found, and are ready again on Back', async () => {
    const fetchMock = mockApi({
      [`GET ${API.applications.enquiry}`]: () => jsonResponse({ applications: [approvedApplicant()] }),
    });
    document.body.innerHTML = await renderPage('/hi/enquiry', { islands: true });
    window.history.replaceState(null, '', '/hi/enquiry');
    expect([...document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)].map((element) => element.getAttribute(ISLAND_ATTRIBUTE))).toEqual([
      'top-bar', 'enquiry-form', 'site-footer', 'language-offer',
    ]);
    // Every country in Hindi, written at build time: nothing to fetch on the phone.
    const offered = [...document.querySelectorAll('datalist option')].map((option) => option.getAttribute('value'));
    expect(offered).toHaveLength(COUNTRIES.length);
    expect(offered.slice(0, 3)).toEqual(['नेपाल', 'बांग्लादेश', 'भारत']);
    const seen: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void seen.push(args.map(String).join(' ')));

    await asTheBrowserLoadsThem(() => import('./enquiry-islands'));
    await waitFor(() => expect(document.documentElement).toHaveAttribute(APP_READY_ATTRIBUTE));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'जमा करें' }));
    expect(field('जन्म तिथि')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, API.applications.enquiry)).toHaveLength(0);

    await user.type(field('पासपोर्ट नंबर'), 'PA१२३४५६७');
    await user.type(field('राष्ट्रीयता'), 'नेपाल');
    await user.type(field('जन्म तिथि'), '17-04-1992');
    await user.click(screen.getByRole('button', { name: 'जमा करें' }));
    await waitFor(() => expect(heldResults().kind).toBe('held'));
    const query = new URL(callsTo(fetchMock, API.applications.enquiry)[0]?.url ?? '', 'http://x').searchParams;
    expect([query.get('search'), query.get('search1'), query.get('search2')]).toEqual(['PA1234567', 'नेपाल', '1992-04-17']);
    // Pending while the copy's page loads; ready again when Back brings this page out of the back-forward cache.
    expect(screen.getByRole('button', { name: 'जमा करें' })).toBeDisabled();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'जमा करें' })).toBeEnabled());
    // Hydration said nothing; the copy's page is a new load (jsdom does not navigate).
    expect(seen.filter((message) => !message.includes('navigation'))).toEqual([]);
  });
});
