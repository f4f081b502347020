/**
 * The home page's own words, edited by the super admin in Settings: the hero, the about text, the
 * three services, the destination countries and the four process steps. Its own module without
 * Zod (like next-steps.ts), so the public pages can read the defaults and build the page's copy
 * cheaply; the schema that checks a save is in settings.ts.
 */

/** Written in a text, it shows the consultancy's name from Settings. */
export const NAME_PLACEHOLDER = '{name}';

export const HOME_SERVICE_COUNT = 3;
export const HOME_DESTINATION_COUNT = 6;
export const HOME_STEP_COUNT = 4;

/**
 * Countries a consultancy may list as destinations, by ISO 3166 code: the ones South Asian workers
 * and students most often go to. Each has its flag served at `/flags/<code>.svg`.
 */
export const DESTINATION_COUNTRIES = {
  ae: 'United Arab Emirates', at: 'Austria', au: 'Australia', be: 'Belgium', bh: 'Bahrain', ca: 'Canada',
  ch: 'Switzerland', cy: 'Cyprus', cz: 'Czechia', de: 'Germany', dk: 'Denmark', es: 'Spain', fi: 'Finland',
  fr: 'France', gb: 'United Kingdom', gr: 'Greece', hr: 'Croatia', hu: 'Hungary', ie: 'Ireland', il: 'Israel',
  it: 'Italy', jp: 'Japan', kr: 'South Korea', kw: 'Kuwait', lt: 'Lithuania', mt: 'Malta', mv: 'Maldives',
  my: 'Malaysia', nl: 'Netherlands', no: 'Norway', nz: 'New Zealand', om: 'Oman', pl: 'Poland', pt: 'Portugal',
  qa: 'Qatar', ro: 'Romania', rs: 'Serbia', sa: 'Saudi Arabia', se: 'Sweden', sg: 'Singapore', sk: 'Slovakia',
  us: 'United States',
} as const;
export type DestinationCode = keyof typeof DESTINATION_COUNTRIES;
export const DESTINATION_CODES = Object.keys(DESTINATION_COUNTRIES) as DestinationCode[];

export interface HomeItem {
  title: string;
  text: string;
}

/** What Settings keeps. */
export interface HomeTexts {
  heroEyebrow: string;
  /** May carry NAME_PLACEHOLDER. */
  heroHeading: string;
  heroSubtitle: string;
  aboutHeading: string;
  aboutText: string;
  services: HomeItem[];
  destinations: DestinationCode[];
  processSteps: HomeItem[];
}

/** Today's copy, written for a consultancy sending workers to Canada. */
export const DEFAULT_HOME_TEXTS: HomeTexts = {
  heroEyebrow: 'Canada work visas and overseas jobs',
  heroHeading: `${NAME_PLACEHOLDER}: your way to work and live in Canada`,
  heroSubtitle:
    'Clear advice for migration to Canada: worker visas, family visas, skilled and business migration, and visitor visas.',
  aboutHeading: `About ${NAME_PLACEHOLDER}`,
  aboutText:
    'Visa and migration consultancy: Canada work visas, family visas, skilled and business migration, visitor visas and overseas job placement.',
  services: [
    {
      title: 'ELIGIBILITY ASSESSMENT',
      text: 'Tell us about your work history, education, language results and family. We check which Canadian programmes you qualify for before you pay any government fee.',
    },
    {
      title: 'VISA PROCESS',
      text: 'We prepare a checklist for your visa, review every form and document with you, and keep you informed from submission to decision.',
    },
    {
      title: 'REFUSAL APPEAL',
      text: 'If an application was refused, we read the refusal letter with you, explain the reasons and advise whether to apply again or to ask for a review.',
    },
  ],
  destinations: ['ca', 'gb', 'au', 'nz', 'de', 'pl'],
  processSteps: [
    { title: 'Free first assessment', text: 'We look at your profile and tell you honestly which options are realistic.' },
    { title: 'Job offer and documents', text: 'We match you with an employer and build your document checklist together.' },
    { title: 'Application submitted', text: 'We review and submit your application and give you your reference details.' },
    { title: 'Decision and travel', text: 'Follow your status online. Once approved, we help you plan your journey.' },
  ],
};

export interface Destination {
  code: string;
  name: string;
}

/** The page's copy as it reads: the name filled in, each destination with its country's name. */
export interface HomeCopy extends Omit<HomeTexts, 'destinations'> {
  destinations: Destination[];
}

/** Split and joined, not replaced: `$&` or `$'` in a name is text, not a replacement pattern. */
export const withConsultancyName = (text: string, consultancyName: string) => text.split(NAME_PLACEHOLDER).join(consultancyName);

export const isDestinationCode = (code: unknown): code is DestinationCode => typeof code === 'string' && Object.hasOwn(DESTINATION_COUNTRIES, code);

export function homeCopyOf(texts: HomeTexts, consultancyName: string): HomeCopy {
  const named = (text: string) => withConsultancyName(text, consultancyName);
  const item = ({ title, text }: HomeItem) => ({ title: named(title), text: named(text) });
  return {
    heroEyebrow: named(texts.heroEyebrow),
    heroHeading: named(texts.heroHeading),
    heroSubtitle: named(texts.heroSubtitle),
    aboutHeading: named(texts.aboutHeading),
    aboutText: named(texts.aboutText),
    services: texts.services.map(item),
    destinations: texts.destinations.map((code) => ({ code, name: DESTINATION_COUNTRIES[code] })),
    processSteps: texts.processSteps.map(item),
  };
}

type Texts = string | Texts[] | { [key: string]: Texts };

function eachText(value: Texts, path: string, visit: (text: string, path: string) => string): Texts {
  if (typeof value === 'string') return visit(value, path);
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (Array.isArray(value)) return value.map((entry, index) => eachText(entry, at(index), visit));
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, eachText(entry, at(key), visit)]));
}

/** The slot of one text of the home page's copy, by its path (`services.0.title`). */
export const homeSlot = (path: string) => `%HOME:${path}%`;

/**
 * The copy a prerendered home page is built with: every text its slot, which the server fills on
 * each request with the settings of the moment (homeSlotValues), so the page stays static HTML.
 */
export const HOME_COPY_SLOTS = eachText(homeCopyOf(DEFAULT_HOME_TEXTS, '') as unknown as Texts, '', (_, path) => homeSlot(path)) as unknown as HomeCopy;

/** Every slot of the home page with its text, as the settings of the moment give it. */
export function homeSlotValues(texts: HomeTexts, consultancyName: string): Map<string, string> {
  const values = new Map<string, string>();
  eachText(homeCopyOf(texts, consultancyName) as unknown as Texts, '', (text, path) => {
    values.set(homeSlot(path), text);
    return text;
  });
  return values;
}
