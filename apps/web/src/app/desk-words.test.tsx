import type { I18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { APPLICATION_MESSAGES, COMMON_MESSAGES, PAGES } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { DESK_PATHS } from '../config/page-titles';
import { createI18n } from '../i18n/i18n';
import { inPageLanguage } from '../i18n/contract-texts';
import { mockApi, setSessionHint } from '../testing/http';
import { SUPER_ADMIN, renderApp } from '../testing/render-app';

/** The app's own instance (public catalogue only, as the browser starts), noting each message it lacks. */
async function browserI18n(language: 'en' | 'hi' = 'en'): Promise<{ i18n: I18n; missing: Set<string> }> {
  const i18n = await createI18n(language);
  const missing = new Set<string>();
  i18n.on('missing', ({ id, locale }) => missing.add(`${locale}: ${id}`));
  return { i18n, missing };
}

const DESK_PAGES: [string, string][] = [
  [PAGES.dashboard, 'Dashboard'],
  [PAGES.application, 'Application List'],
  [DESK_PATHS.applicationBoard, 'Stage Board'],
  [PAGES.addUserApplication, 'Visa Application Form'],
  [PAGES.slider, 'Slider List'],
  [PAGES.addSliders, 'Add Slider'],
  [PAGES.userManagement, 'Admin List'],
  [PAGES.addUserManagement, 'Add Admin'],
  [PAGES.setting, 'Settings'],
  [PAGES.profile, 'Profile'],
];

describe("the staff desk's words (ADR 031)", () => {
  it.each(DESK_PAGES)('%s fetches the desk catalogue and finds every text it shows in the catalogues', async (path, title) => {
    setSessionHint();
    mockApi({});
    const { i18n, missing } = await browserI18n();
    renderApp(path, { signedInAs: SUPER_ADMIN, i18n });

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect([...missing]).toEqual([]);
  });

  it.each([
    [PAGES.forgotPassword, 'Forgot password'],
    [PAGES.resetPassword, 'Reset your password'],
    [PAGES.acceptInvitation, 'Choose your password'],
  ])('%s, a desk page among the public ones, has its words too', async (path, title) => {
    mockApi({});
    const { i18n, missing } = await browserI18n();
    renderApp(path, { i18n });

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect([...missing]).toEqual([]);
  });

  it('is English after a page in another language, such as the Hindi login page', async () => {
    setSessionHint();
    mockApi({});
    const { i18n, missing } = await browserI18n('hi');
    const { router } = renderApp('/hi/login', { signedInAs: SUPER_ADMIN, i18n });
    await router.navigate(PAGES.dashboard);

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(i18n.locale).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect([...missing].filter((entry) => entry.startsWith('en:'))).toEqual([]);
  });
});

describe('a public page after a visit to the desk (ADR 031)', () => {
  it("shows a desk message it has no words for as it came, never the catalogue's id", async () => {
    const { i18n, missing } = await browserI18n('hi');
    expect(inPageLanguage(i18n, COMMON_MESSAGES.formExpected)).toBe(COMMON_MESSAGES.formExpected);
    expect([...missing]).toEqual([]);
    // The spec's own messages still read in the page's language.
    expect(inPageLanguage(i18n, APPLICATION_MESSAGES.enquiryNotFound)).not.toBe(APPLICATION_MESSAGES.enquiryNotFound);
  });
});
