import {
  API,
  DEFAULT_HOME_TEXTS,
  DEFAULT_NEXT_STEPS,
  DEFAULT_SHOWN_SETTINGS,
  DEFAULT_SLOT_LABELS,
  HOME_COPY_SLOTS,
  homeCopyOf,
  PAGE_SLOTS,
  PUBLIC_SETTINGS_ELEMENT_ID,
  SHOWN_PLAIN_DEFAULTS,
  type HomeCopy,
  type Language,
  type PublicSettings,
} from '@visadesk/contract';
import { apiClient } from '../../lib/api-client';
import { createPageStore, usePageStore } from '../../lib/page-store';
import { readHomeTexts, readLocalText } from './read-home-texts';

/*
 * Importing a value from the contract's settings module would bring its Zod schemas, and Zod, into
 * every public page (about 25 KB gzip): the bundler cannot tell that building a schema has no side
 * effect. So the defaults are restated here, and public-settings.test.ts checks them against
 * DEFAULT_SETTINGS and SOCIAL_NETWORKS.
 */
/* eslint-disable lingui/no-unlocalized-strings -- the networks' own brand names, written the same on every page whatever its language (the footer puts them into its translated sentence) */
export const SOCIAL_NETWORK_NAMES = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  whatsapp: 'WhatsApp',
} as const satisfies Record<keyof PublicSettings['socialLinks'], string>;
/* eslint-enable lingui/no-unlocalized-strings */

export const SOCIAL_NETWORKS = Object.keys(SOCIAL_NETWORK_NAMES) as (keyof typeof SOCIAL_NETWORK_NAMES)[];

/** What the public pages show until the settings arrive, and if they never do. */
export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = { ...DEFAULT_SHOWN_SETTINGS, registrationOpen: true };

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const record = (value: unknown) => (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;

/**
 * Keeps what is usable from the server's answer. Checked by hand rather than with the contract's
 * Zod schema, which would add Zod to every public page.
 */
export function readPublicSettings(answer: unknown): PublicSettings {
  const body = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
  const links = (typeof body.socialLinks === 'object' && body.socialLinks !== null ? body.socialLinks : {}) as Record<string, unknown>;
  const steps = record(body.nextSteps);
  const slots = record(body.slotLabels);
  const name = text(body.consultancyName, '').trim();
  // The consultancy's phone, email, address and every plain setting shown (the contract's table), as text.
  const plain = Object.fromEntries(Object.entries(SHOWN_PLAIN_DEFAULTS).map(([key, fallback]) => [key, text(body[key], fallback)]));
  return {
    ...(plain as typeof SHOWN_PLAIN_DEFAULTS),
    consultancyName: name || DEFAULT_PUBLIC_SETTINGS.consultancyName,
    socialLinks: Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, text(links[network], '')]),
    ) as PublicSettings['socialLinks'],
    nextSteps: {
      pending: readLocalText(steps.pending, DEFAULT_NEXT_STEPS.pending, true),
      approved: readLocalText(steps.approved, DEFAULT_NEXT_STEPS.approved, true),
      rejected: readLocalText(steps.rejected, DEFAULT_NEXT_STEPS.rejected, true),
    },
    homeTexts: readHomeTexts(body.homeTexts),
    slotLabels: Object.fromEntries(
      Object.entries(DEFAULT_SLOT_LABELS).map(([key, fallback]) => [key, readLocalText(slots[key], fallback)]),
    ) as PublicSettings['slotLabels'],
    logo: typeof body.logo === 'string' && /^[0-9a-f]{24}$/.test(body.logo) ? body.logo : '',
    registrationOpen: typeof body.registrationOpen === 'boolean' ? body.registrationOpen : DEFAULT_PUBLIC_SETTINGS.registrationOpen,
  };
}

/** The settings the server sent with the page, if it did (prerendered public pages). */
function servedSettings(): PublicSettings | null {
  const block = typeof document === 'undefined' ? null : document.getElementById(PUBLIC_SETTINGS_ELEMENT_ID);
  if (!block?.textContent) return null;
  try {
    return readPublicSettings(JSON.parse(block.textContent));
  } catch {
    return null;
  }
}

/*
 * One copy of the settings for the whole page (lib/page-store): the home page's islands are
 * separate roots and must share it, and so must the app's public pages. A prerendered page arrives
 * with the settings, and with the consultancy's name and the home page's texts already in its HTML,
 * so hydration starts from the defaults with those (exactly what the HTML shows) and the rest
 * (contact details) follows as an ordinary update, without asking the API. Other pages ask once
 * per visit.
 */
const asServed = ({ consultancyName, homeTexts, logo }: PublicSettings): PublicSettings => ({ ...DEFAULT_PUBLIC_SETTINGS, consultancyName, homeTexts, logo });

export const publicSettingsStore = createPageStore<PublicSettings>({
  initial: DEFAULT_PUBLIC_SETTINGS,
  load: async () => readPublicSettings(await apiClient.get<unknown>(API.publicSettings)),
  served: servedSettings,
  prerendered: (served) => (served ? asServed(served) : DEFAULT_PUBLIC_SETTINGS),
});

export const usePublicSettings = (): PublicSettings => usePageStore(publicSettingsStore);

/** The home texts a page is prerendered with: told apart by identity, they stand for the server's slots. */
const SLOTTED_HOME_TEXTS = { ...DEFAULT_HOME_TEXTS };

/**
 * The home page's words as they read in `language`: from Settings (each text's version in it, else
 * its English, marked), or the server's slots while being prerendered.
 */
export function useHomeCopy(language: Language): HomeCopy {
  const { homeTexts, consultancyName } = usePublicSettings();
  return homeTexts === SLOTTED_HOME_TEXTS ? HOME_COPY_SLOTS : homeCopyOf(homeTexts, consultancyName, language);
}

/**
 * Renders (synchronously, on the server) as a page prerendered with `consultancyName` for the
 * name and the home page's texts and the logo's address as slots: the build gives the server's slot for the name
 * (ssr/document.tsx); the server fills in all of them.
 */
export function prerenderedWithName<T>(consultancyName: string, render: () => T): T {
  return publicSettingsStore.renderWith({ ...DEFAULT_PUBLIC_SETTINGS, consultancyName, homeTexts: SLOTTED_HOME_TEXTS, logo: PAGE_SLOTS.logoSource }, render);
}
