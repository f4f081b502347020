import { screen, waitFor } from '@testing-library/react';
import { PAGES } from '@visadesk/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/http';
import { renderApp } from '../../testing/render-app';
import { CHOSEN_LANGUAGE_KEY } from './language-links';
import { languageToOffer } from './language-offer';

function browserPrefers(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => localStorage.clear());

describe('the offer of the page in the visitor\'s language', () => {
  it('offers the first language the browser prefers that the site speaks, never the page\'s own', () => {
    expect(languageToOffer('en', null, ['de-DE', 'hi-IN', 'en'])?.code).toBe('hi');
    expect(languageToOffer('en', null, ['en-GB', 'hi'])).toBeNull();
    expect(languageToOffer('hi', null, ['hi-IN'])).toBeNull();
    // A Hindi page reached by its link, in a browser set to English: the visitor meant Hindi.
    expect(languageToOffer('hi', null, ['en-US', 'en'])).toBeNull();
    expect(languageToOffer('en', null, ['de', 'es'])).toBeNull();
  });

  it('lets the visitor\'s own choice win over the browser\'s', () => {
    expect(languageToOffer('en', 'ur', ['hi'])?.code).toBe('ur');
    expect(languageToOffer('en', 'en', ['hi'])).toBeNull();
  });

  it('shows a Hindi reader of the English status check a link to the Hindi page, in Hindi', async () => {
    browserPrefers('hi-IN', 'en');
    mockApi({});
    const { user } = renderApp(PAGES.enquiry);
    const offer = await screen.findByRole('complementary', { name: 'हिन्दी' });
    expect(offer).toHaveAttribute('lang', 'hi');
    const link = screen.getByRole('link', { name: 'यह पेज हिन्दी में पढ़ें' });
    expect(link).toHaveAttribute('href', '/hi/enquiry');
    expect(link).toHaveAttribute('hreflang', 'hi');
    // Closed: the visitor stays with English, and is not asked again.
    await user.click(screen.getByRole('button', { name: 'बंद करें' }));
    expect(screen.queryByRole('complementary', { name: 'हिन्दी' })).toBeNull();
    expect(localStorage.getItem(CHOSEN_LANGUAGE_KEY)).toBe('en');
  });

  it('offers Urdu, right to left, on the Hindi page to a visitor who chose Urdu before', async () => {
    browserPrefers('hi');
    localStorage.setItem(CHOSEN_LANGUAGE_KEY, 'ur');
    mockApi({});
    renderApp('/hi/enquiry');
    const offer = await screen.findByRole('complementary', { name: 'اردو' });
    expect(offer).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('link', { name: 'یہ صفحہ اردو میں پڑھیں' })).toHaveAttribute('href', '/ur/enquiry');
  });

  it('offers nothing on a page that has no other version', async () => {
    browserPrefers('hi');
    mockApi({});
    renderApp(PAGES.forgotPassword);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
  });
});
