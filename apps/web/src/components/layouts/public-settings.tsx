import { API, type PublicSettings } from '@visadesk/contract';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { CONSULTANCY_NAME } from '../../config/brand';
import { apiClient } from '../../lib/api-client';

/*
 * Importing a value from the contract's settings module would bring its Zod schemas, and Zod, into
 * every public page (about 25 KB gzip): the bundler cannot tell that building a schema has no side
 * effect. So the defaults are restated here, and public-settings.test.ts checks them against
 * DEFAULT_SETTINGS and SOCIAL_NETWORKS.
 */
export const SOCIAL_NETWORK_NAMES = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  whatsapp: 'WhatsApp',
} as const satisfies Record<keyof PublicSettings['socialLinks'], string>;

export const SOCIAL_NETWORKS = Object.keys(SOCIAL_NETWORK_NAMES) as (keyof typeof SOCIAL_NETWORK_NAMES)[];

/** What the public pages show until the settings arrive, and if they never do. */
export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = {
  consultancyName: CONSULTANCY_NAME,
  phone: '',
  email: '',
  address: '',
  socialLinks: { facebook: '', instagram: '', linkedin: '', youtube: '', whatsapp: '' },
  registrationOpen: true,
};

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

/**
 * Keeps what is usable from the server's answer. Checked by hand rather than with the contract's
 * Zod schema, which would add Zod to every public page.
 */
export function readPublicSettings(answer: unknown): PublicSettings {
  const body = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
  const links = (typeof body.socialLinks === 'object' && body.socialLinks !== null ? body.socialLinks : {}) as Record<string, unknown>;
  const name = text(body.consultancyName, '').trim();
  return {
    consultancyName: name || DEFAULT_PUBLIC_SETTINGS.consultancyName,
    phone: text(body.phone, DEFAULT_PUBLIC_SETTINGS.phone),
    email: text(body.email, DEFAULT_PUBLIC_SETTINGS.email),
    address: text(body.address, DEFAULT_PUBLIC_SETTINGS.address),
    socialLinks: Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, text(links[network], '')]),
    ) as PublicSettings['socialLinks'],
    registrationOpen: typeof body.registrationOpen === 'boolean' ? body.registrationOpen : DEFAULT_PUBLIC_SETTINGS.registrationOpen,
  };
}

const PublicSettingsContext = createContext<PublicSettings>(DEFAULT_PUBLIC_SETTINGS);

/**
 * Loads the consultancy's public details once per visit. Pages are prerendered with the defaults,
 * so the first render matches the prerendered HTML and the real details follow.
 */
export function PublicSettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(DEFAULT_PUBLIC_SETTINGS);
  useEffect(() => {
    const controller = new AbortController();
    apiClient
      .get<unknown>(API.publicSettings, { signal: controller.signal })
      .then((answer) => setSettings(readPublicSettings(answer)))
      .catch(() => {
        // The defaults stay: the page is still usable without the consultancy's contact details.
      });
    return () => controller.abort();
  }, []);
  return <PublicSettingsContext value={settings}>{children}</PublicSettingsContext>;
}

export function usePublicSettings(): PublicSettings {
  return useContext(PublicSettingsContext);
}
