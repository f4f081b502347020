import { screen, waitFor, within } from '@testing-library/react';
import { API, localisedPath, PAGES } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi } from '../../../testing/http';
import { renderApp } from '../../../testing/render-app';

/** The status check in the applicant's language, the spec's messages included. */
describe('the status check in Hindi and Urdu', () => {
  it.each([
    ['hi', 'वीज़ा स्टेटस देखें', 'पासपोर्ट नंबर', 'जमा करें', 'कृपया सही पासपोर्ट नंबर दर्ज करें।'],
    ['ur', 'ویزا اسٹیٹس چیک کریں', 'پاسپورٹ نمبر', 'جمع کریں', 'براہ کرم درست پاسپورٹ نمبر درج کریں۔'],
  ] as const)('in %s: the heading, the labels and a missing passport number', async (language, heading, passport, submit, missing) => {
    const fetchMock = mockApi({ [`GET ${API.applications.enquiry}`]: () => jsonResponse({ applications: [] }) });
    const { user } = renderApp(localisedPath(PAGES.enquiry, language));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    const field = screen.getByLabelText(passport, { exact: true });
    await user.click(screen.getByRole('button', { name: submit }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(new RegExp(missing)));
    expect(callsTo(fetchMock, API.applications.enquiry)).toHaveLength(0);
  });

  it('says "not found" in Hindi when nothing matches', async () => {
    mockApi({ [`GET ${API.applications.enquiry}`]: () => jsonResponse({ applications: [] }) });
    const { user } = renderApp('/hi/enquiry');
    await user.type(await screen.findByLabelText('पासपोर्ट नंबर', { exact: true }), 'PA1234567');
    await user.type(screen.getByLabelText('राष्ट्रीयता', { exact: true }), 'Nepali');
    const dob = screen.getByLabelText('जन्म तिथि', { exact: true });
    await user.type(dob, '1992-04-17');
    await user.click(screen.getByRole('button', { name: 'जमा करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('कोई मान्य आवेदन नहीं मिला। कृपया अपनी भरी हुई जानकारी जाँच लें।');
  });

  it('answers at /hi/enquiry in Hindi, with the document in Hindi, and in English again at /enquiry', async () => {
    mockApi({});
    const { router } = renderApp('/hi/enquiry');
    expect(await screen.findByRole('heading', { level: 1, name: 'वीज़ा स्टेटस देखें' })).toBeInTheDocument();
    await waitFor(() => expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['hi', 'ltr']));
    await router.navigate('/ur/enquiry');
    expect(await screen.findByRole('heading', { level: 1, name: 'ویزا اسٹیٹس چیک کریں' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    await router.navigate(PAGES.enquiry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Check Visa Status' })).toBeInTheDocument();
    await waitFor(() => expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['en', 'ltr']));
  });

  it.each(['/xx/enquiry', '/en/enquiry', '/en/', '/xx/'])('sends %s home, as any unknown address', async (path) => {
    mockApi({});
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(PAGES.home));
  });

  it('sends an unknown address under a language to that language\'s home page', async () => {
    mockApi({});
    const { router } = renderApp('/ur/nowhere');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ur/'));
    expect(await screen.findByText('اپنی درخواست کا اسٹیٹس چیک کریں', { selector: 'footer a' })).toBeInTheDocument();
  });

  it('offers the page in each language from the top bar, remembers the choice, and only where the page has them', async () => {
    mockApi({});
    const { user, router } = renderApp('/hi/enquiry');
    await screen.findByRole('heading', { level: 1, name: 'वीज़ा स्टेटस देखें' });
    // One button names the page's language and opens the list.
    await user.click(screen.getByText('हिन्दी', { selector: 'summary span' }));
    const languages = screen.getByRole('list', { name: 'भाषा' });
    const links = within(languages).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('hreflang')])).toEqual([
      ['English', '/enquiry', 'en'], ['Français', '/fr/enquiry', 'fr'], ['हिन्दी', '/hi/enquiry', 'hi'],
      ['বাংলা', '/bn/enquiry', 'bn'], ['नेपाली', '/ne/enquiry', 'ne'], ['اردو', '/ur/enquiry', 'ur'],
    ]);
    expect(within(languages).getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(languages).getByRole('link', { name: 'नेपाली' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'भिसाको स्थिति हेर्नुहोस्' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ne/enquiry');
    expect(localStorage.getItem('visadesk.language')).toBe('ne');
    // The staff's own pages are English only: no other version to offer.
    await router.navigate(PAGES.forgotPassword);
    await screen.findByRole('heading', { level: 1, name: 'Forgot password' });
    expect(screen.queryByRole('list', { name: 'Language' })).toBeNull();
    // An English page again: the document is English and left to right.
    await waitFor(() => expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['en', 'ltr']));
  });
});
