/**
 * The home page's own words, edited by the super admin in Settings: the hero, the about text, the
 * three services, the destination countries and the four process steps. Its own module without
 * Zod (like next-steps.ts), so the public pages can read the defaults and build the page's copy
 * cheaply; the schema that checks a save is in settings.ts.
 */
import { DEFAULT_LANGUAGE, type Language } from './languages.ts';
import { textIn, type LocalText, type ShownText } from './local-texts.ts';
import { DEFAULT_HOME_TEXTS } from './default-home-texts.ts';
import {
  DESTINATION_COUNTRIES,
  HOME_TEAM_MAX,
  HOME_TESTIMONIAL_MAX,
  NAME_PLACEHOLDER,
  type DestinationCode,
  type HomeItem,
  type HomeTexts,
} from './home-texts-shape.ts';

export interface Destination {
  code: string;
  name: string;
}

/** One service or process step as a page shows it. */
export interface ShownItem {
  title: ShownText;
  text: ShownText;
}

/** The page's copy as it reads in one language: the name filled in, each text with its language, each destination with its country's name. */
export interface HomeCopy {
  heroEyebrow: ShownText;
  heroHeading: ShownText;
  heroSubtitle: ShownText;
  aboutHeading: ShownText;
  aboutText: ShownText;
  services: ShownItem[];
  destinations: Destination[];
  processSteps: ShownItem[];
  team: { name: string; role: ShownText; photo: string }[];
  testimonials: { quote: ShownText; name: string; detail: ShownText }[];
}

/** Where the public pages read an image uploaded in Settings (a team photo, the logo). */
export const settingsImageSource = (id: string) => `/api/settings/images/${encodeURIComponent(id)}`;

/** The mark beside the consultancy's name until the owner uploads a logo: no country's symbol, no invented brand. */
export const DEFAULT_LOGO = '/brand-mark.svg';

/** The address of the logo Settings name ('' for none). */
export const logoSource = (logo: string) => (logo ? settingsImageSource(logo) : DEFAULT_LOGO);

/** A team member's picture until the owner uploads one: a plain silhouette, no invented face. */
export const DEFAULT_PORTRAIT = '/portrait.svg';

/** Split and joined, not replaced: `$&` or `$'` in a name is text, not a replacement pattern. */
export const withConsultancyName = (text: string, consultancyName: string) => text.split(NAME_PLACEHOLDER).join(consultancyName);

export const isDestinationCode = (code: unknown): code is DestinationCode => typeof code === 'string' && Object.hasOwn(DESTINATION_COUNTRIES, code);

/** The copy in `language`: each text's version in it, else its English (marked `en`). */
export function homeCopyOf(texts: HomeTexts, consultancyName: string, language: Language): HomeCopy {
  const shown = (text: LocalText): ShownText => {
    const version = textIn(text, language);
    return { text: withConsultancyName(version.text, consultancyName), lang: version.lang };
  };
  const item = ({ title, text }: HomeItem) => ({ title: shown(title), text: shown(text) });
  return {
    heroEyebrow: shown(texts.heroEyebrow),
    heroHeading: shown(texts.heroHeading),
    heroSubtitle: shown(texts.heroSubtitle),
    aboutHeading: shown(texts.aboutHeading),
    aboutText: shown(texts.aboutText),
    services: texts.services.map(item),
    destinations: texts.destinations.map((code) => ({ code, name: DESTINATION_COUNTRIES[code] })),
    processSteps: texts.processSteps.map(item),
    team: texts.team.map(({ name, role, photo }) => ({ name, role: shown(role), photo: photo ? settingsImageSource(photo) : DEFAULT_PORTRAIT })),
    testimonials: texts.testimonials.map(({ quote, name, detail }) => ({ quote: shown(quote), name, detail: shown(detail) })),
  };
}

/** The image ids the home texts refer to (team photos): kept by the file clean-up, served publicly. */
export const homeImageIds = (texts: HomeTexts): string[] => texts.team.map((member) => member.photo).filter(Boolean);

type Texts = string | Texts[] | { [key: string]: Texts };

function eachText(value: Texts, path: string, visit: (text: string, path: string) => string): Texts {
  if (typeof value === 'string') return visit(value, path);
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (Array.isArray(value)) return value.map((entry, index) => eachText(entry, at(index), visit));
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, eachText(entry, at(key), visit)]));
}

/** The slot of one text of the home page's copy, by its path (`services.0.title`). */
export const homeSlot = (path: string) => `%HOME:${path}%`;

/** The lists of the home page that may be shorter than the page's room for them, or empty. */
export const HOME_CUT_LISTS = { team: HOME_TEAM_MAX, testimonials: HOME_TESTIMONIAL_MAX } as const;
export type HomeCutList = keyof typeof HOME_CUT_LISTS;

/**
 * Around a part of a prerendered home page that the settings of the moment may leave out: a whole
 * section (`team`) when its list is empty, or one entry (`team.3`) beyond the list's length. The
 * server keeps what is inside, or drops it, and the markers go either way (homeCutKept).
 */
export const homeCutMarkers = (path: string) => ({ begin: `%HOME-BEGIN:${path}%`, end: `%HOME-END:${path}%` });

/** Whether the settings keep the part at `path` (`team`, `team.3`); a path of another kind is kept. */
export function homeCutKept(texts: HomeTexts, path: string): boolean {
  const [list, index] = path.split('.');
  if (!list || !Object.hasOwn(HOME_CUT_LISTS, list)) return true;
  const length = texts[list as HomeCutList].length;
  return index === undefined ? length > 0 : Number(index) < length;
}

/** The fullest texts a page may show, for its slots: every list as long as the page has room for. */
const SLOTTED_TEXTS: HomeTexts = {
  ...DEFAULT_HOME_TEXTS,
  team: Array.from({ length: HOME_TEAM_MAX }, () => ({ name: '', role: { en: '' }, photo: '' })),
  testimonials: Array.from({ length: HOME_TESTIMONIAL_MAX }, () => ({ quote: { en: '' }, name: '', detail: { en: '' } })),
};

/**
 * The copy a prerendered home page is built with: every text its slot, which the server fills on
 * each request with the settings of the moment (homeSlotValues), so the page stays static HTML.
 */
export const HOME_COPY_SLOTS = eachText(homeCopyOf(SLOTTED_TEXTS, '', DEFAULT_LANGUAGE) as unknown as Texts, '', (_, path) => homeSlot(path)) as unknown as HomeCopy;

/**
 * Every slot of the home page with its text, as the settings of the moment give it in `language`:
 * a text's words at `…text`, the language they are in at `…lang` (the element's `lang`).
 */
export function homeSlotValues(texts: HomeTexts, consultancyName: string, language: Language): Map<string, string> {
  const values = new Map<string, string>();
  eachText(homeCopyOf(texts, consultancyName, language) as unknown as Texts, '', (text, path) => {
    values.set(homeSlot(path), text);
    return text;
  });
  return values;
}
