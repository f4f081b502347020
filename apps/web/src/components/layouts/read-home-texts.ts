import { DEFAULT_HOME_TEXTS, HOME_TEAM_MAX, HOME_TESTIMONIAL_MAX, isDestinationCode, isLocalText, type HomeItem, type HomeTexts, type LocalText, type TeamMember, type Testimonial } from '@visadesk/contract';

const isText = (value: unknown): value is LocalText => isLocalText(value) && value.en.trim() !== '';

/** A Settings text from the server's answer: its versions when it is one (English filled in, unless `emptyEnglish`), else the default. */
export function readLocalText(value: unknown, fallback: LocalText, emptyEnglish = false): LocalText {
  return isLocalText(value) && (emptyEnglish || value.en.trim() !== '') ? value : fallback;
}

const isItem = (value: unknown): value is HomeItem =>
  typeof value === 'object' && value !== null && isText((value as HomeItem).title) && isText((value as HomeItem).text);

/** A list the page can show: as long as the default one, every entry usable; otherwise the default. */
function list<T>(value: unknown, fallback: readonly T[], usable: (entry: unknown) => entry is T): T[] {
  return Array.isArray(value) && value.length === fallback.length && value.every(usable) ? [...value] : [...fallback];
}

const isName = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

const isMember = (value: unknown): value is TeamMember =>
  typeof value === 'object' && value !== null && isName((value as TeamMember).name) && isText((value as TeamMember).role) && typeof (value as TeamMember).photo === 'string';

const isTestimonial = (value: unknown): value is Testimonial =>
  typeof value === 'object' && value !== null && isText((value as Testimonial).quote) && isName((value as Testimonial).name) && isLocalText((value as Testimonial).detail);

/** A list of people (the team, the testimonials): the usable entries, no more than the page has room for. */
const people = <T>(value: unknown, max: number, usable: (entry: unknown) => entry is T): T[] => (Array.isArray(value) ? value.filter(usable).slice(0, max) : []);

/**
 * The home page's texts from the server's answer, checked by hand (Zod would add 25 KB to every
 * public page): each text the answer gives, the default for any it lacks or spoils.
 */
export function readHomeTexts(answer: unknown): HomeTexts {
  const body = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
  const text = (key: 'heroEyebrow' | 'heroHeading' | 'heroSubtitle' | 'aboutHeading' | 'aboutText') => readLocalText(body[key], DEFAULT_HOME_TEXTS[key]);
  return {
    heroEyebrow: text('heroEyebrow'),
    heroHeading: text('heroHeading'),
    heroSubtitle: text('heroSubtitle'),
    aboutHeading: text('aboutHeading'),
    aboutText: text('aboutText'),
    services: list(body.services, DEFAULT_HOME_TEXTS.services, isItem),
    destinations: list(body.destinations, DEFAULT_HOME_TEXTS.destinations, isDestinationCode),
    processSteps: list(body.processSteps, DEFAULT_HOME_TEXTS.processSteps, isItem),
    team: people(body.team, HOME_TEAM_MAX, isMember),
    testimonials: people(body.testimonials, HOME_TESTIMONIAL_MAX, isTestimonial),
  };
}
