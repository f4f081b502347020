import {
  DEFAULT_LANGUAGE,
  HOME_VACANCIES_MARKERS,
  homeCutKept,
  homeSlotValues,
  logoSource,
  PAGE_SLOTS,
  regionName,
  SOCIAL_NETWORKS,
  withConsultancyName,
  type HomeTexts,
  type Language,
  type PublicSettings,
} from '@visadesk/contract';

/** Text made safe for HTML text and double-quoted attributes. */
export const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** JSON for the inside of a data block: `<` is escaped so no value can close the element. */
const blockJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * The consultancy as schema.org data, for the page's JSON-LD block. A JSON-LD block is data, not
 * script: the CSP's script-src does not apply to it. Without the site's address (PUBLIC_URL) it
 * names no `url`, and the logo and picture by their paths (ADR 041).
 */
export function structuredData(settings: PublicSettings, origin: string | undefined): string {
  const sameAs = SOCIAL_NETWORKS.map((network) => settings.socialLinks[network]).filter(Boolean);
  const named = (text: string) => withConsultancyName(text, settings.consultancyName);
  // Only what Settings say: the services the owner lists, the countries the owner names; no area
  // or speciality the agency has not claimed.
  return blockJson({
    '@context': 'https://schema.org',
    '@type': ['ProfessionalService', 'EmploymentAgency'],
    name: settings.consultancyName,
    ...(origin === undefined ? {} : { url: `${origin}/` }),
    logo: `${origin ?? ''}${logoSource(settings.logo)}`,
    image: `${origin ?? ''}/social-card.png`,
    description: named(settings.homeTexts.aboutText.en),
    knowsAbout: settings.homeTexts.services.map((service) => named(service.title.en)),
    ...(settings.phone ? { telephone: settings.phone } : {}),
    ...(settings.email ? { email: settings.email } : {}),
    ...(settings.address ? { address: settings.address } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  });
}

type SlotName = keyof typeof PAGE_SLOTS;
const SLOT_NAMES = new Map(Object.entries(PAGE_SLOTS).map(([name, slot]) => [slot, name as SlotName]));

const DESTINATION_NAME = /^%HOME:destinations\.(\d+)\.name%$/;

/** A part the settings may leave out, between its markers (contract homeCutMarkers). */
const CUT = /%HOME-BEGIN:([\w.]+)%([\s\S]*?)%HOME-END:\1%/g;

/** Where the home page's vacancies go, once the region between HOME_VACANCIES_MARKERS has been taken out (never a slot a page is built with). */
const VACANCIES_SLOT = '%HOME_VACANCIES%';
const VACANCIES_REGION = new RegExp(`${HOME_VACANCIES_MARKERS.begin}([\\s\\S]*?)${HOME_VACANCIES_MARKERS.end}`, 'g');

/** The page with each optional part kept (markers gone) or dropped, as the settings of the moment have it. */
const cutHomeParts = (html: string, texts: HomeTexts): string =>
  html.replaceAll(CUT, (_, path: string, inner: string) => (homeCutKept(texts, path) ? cutHomeParts(inner, texts) : ''));

/** A destination's name in the page's language; undefined for any other slot. */
function localDestination(home: Map<string, string>, slot: string, language: Language): string | undefined {
  const position = DESTINATION_NAME.exec(slot)?.[1];
  const code = position === undefined ? undefined : home.get(`%HOME:destinations.${position}.code%`);
  return code === undefined ? undefined : regionName(code, language, home.get(slot) ?? code);
}

/**
 * The page's tags that only mean something with the site's own absolute address: the canonical
 * link and Open Graph's `og:url`. Without PUBLIC_URL they are left out; the other links stay, as
 * paths (ADR 041).
 */
const ABSOLUTE_ONLY_TAG = /<(?:link|meta)\b[^>]*>/g;
const isAbsoluteOnly = (tag: string) => /\srel="canonical"|\sproperty="og:url"/.test(tag);
const withoutAbsoluteOnlyTags = (html: string) => html.replaceAll(ABSOLUTE_ONLY_TAG, (tag) => (isAbsoluteOnly(tag) ? '' : tag));

/**
 * A prerendered page (apps/web/src/ssr/document.tsx) with its named slots filled in: this site's
 * origin (PUBLIC_URL; without it the links are paths and the canonical ones are left out), the
 * consultancy's current name where the page shows it, its schema.org description and the
 * browser's copy of the public settings (so the page need not ask the API for them), the
 * footer's year (the year the page is served in the server's time zone), and the home page's own
 * words from Settings in the page's language, each with the language it is written in (`%HOME:…%`,
 * contract/home-texts.ts), its optional parts (the team, the testimonials) kept or left out as the
 * settings have them, and the logo's address. One pass over the slots:
 * a value is never read again as a slot, and a function hands each value over as it is (a string
 * replacement would read `$&` or `$'` in the consultancy's own words as patterns). The destinations'
 * names are written in the page's `language`. A page's own slots (`extras.slots`) are filled in the
 * same pass, and the home page's vacancies region keeps the build's section or takes the open
 * positions (`extras.vacancies`, ADR 052), which are never read as slots either.
 */
export interface PageExtras {
  /** A page's own slots and their values, already escaped for where they stand (a vacancies page's title, content, demand id). */
  slots?: Readonly<Record<string, string>>;
  /** The home page's open positions (HTML) in place of what its vacancies region holds; that is kept when undefined. */
  vacancies?: string;
}

export function fillPrerenderedPage(
  html: string,
  settings: PublicSettings,
  origin: string | undefined,
  year: string,
  language: Language = DEFAULT_LANGUAGE,
  extras: PageExtras = {},
): string {
  const values: Record<SlotName, string> = {
    copyrightYear: escapeHtml(year),
    siteOrigin: escapeHtml(origin ?? ''),
    consultancyName: escapeHtml(settings.consultancyName),
    structuredData: structuredData(settings, origin),
    publicSettings: blockJson(settings),
    logoSource: escapeHtml(logoSource(settings.logo)),
  };
  let home: Map<string, string> | undefined;
  const own = new Map(Object.entries(extras.slots ?? {}));
  if (extras.vacancies !== undefined) own.set(VACANCIES_SLOT, extras.vacancies);
  const withoutAbsolute = origin === undefined ? withoutAbsoluteOnlyTags(html) : html;
  const template = withoutAbsolute.replaceAll(VACANCIES_REGION, (_, inner: string) => (extras.vacancies === undefined ? inner : VACANCIES_SLOT));
  return cutHomeParts(template, settings.homeTexts).replaceAll(/%(?:[A-Z_]+|HOME:[\w.]+)%/g, (slot) => {
    const value = own.get(slot);
    if (value !== undefined) return value;
    if (slot.startsWith('%HOME:')) {
      home ??= homeSlotValues(settings.homeTexts, settings.consultancyName, language);
      const text = localDestination(home, slot, language) ?? home.get(slot);
      return text === undefined ? slot : escapeHtml(text);
    }
    const name = SLOT_NAMES.get(slot as (typeof PAGE_SLOTS)[SlotName]);
    return name ? values[name] : slot;
  });
}
