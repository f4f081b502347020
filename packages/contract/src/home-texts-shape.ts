/**
 * What the home page's own words are made of (home-texts.ts): the texts Settings keep, how many of
 * each the page has room for, and the destination countries. Apart from the defaults and the copy
 * built from them, so that both can name the shape without naming each other.
 */
import type { LocalText } from './local-texts.ts';

/** Written in a text, it shows the consultancy's name from Settings. */
export const NAME_PLACEHOLDER = '{name}';

export const HOME_SERVICE_COUNT = 3;
export const HOME_DESTINATION_COUNT = 6;
export const HOME_STEP_COUNT = 4;
/** The most people the team section shows, and testimonials the page quotes. */
export const HOME_TEAM_MAX = 8;
export const HOME_TESTIMONIAL_MAX = 6;
/** The longest a team member's or a quoted client's name may be. */
export const HOME_PERSON_NAME_MAX = 80;

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
  title: LocalText;
  text: LocalText;
}

/** A person of the agency's team, as the owner adds them in Settings. */
export interface TeamMember {
  /** As the person writes it, in any script. */
  name: string;
  role: LocalText;
  /** An image uploaded in Settings (its file id), or '' for none: the page then shows a plain silhouette. */
  photo: string;
}

/** A client's words, published by the owner with the client's permission. */
export interface Testimonial {
  quote: LocalText;
  name: string;
  /** Who they are: "Cook, now working in Doha". */
  detail: LocalText;
}

/** What Settings keeps: each text with a version per language (local-texts.ts). */
export interface HomeTexts {
  heroEyebrow: LocalText;
  /** May carry NAME_PLACEHOLDER. */
  heroHeading: LocalText;
  heroSubtitle: LocalText;
  aboutHeading: LocalText;
  aboutText: LocalText;
  services: HomeItem[];
  destinations: DestinationCode[];
  processSteps: HomeItem[];
  /** Shown only when the owner has added someone: no invented people. */
  team: TeamMember[];
  testimonials: Testimonial[];
}
