import { footerWords, topBarWords } from '../components/layouts/layout-words';
import { carouselWords, heroCopy } from '../features/home/content/island-words';
import { fillIn } from '../i18n/island-words';
import { testI18n } from './test-i18n';

const english = testI18n('en');

/** The islands' words on an English page, as the layout and the home page hand them over. */
export const TOP_BAR_WORDS = topBarWords(english);
export const FOOTER_WORDS = footerWords(english);
export const HERO_COPY = heroCopy(english);
export const CAROUSEL_WORDS = carouselWords(english);

/** A carousel's labels as an English page reads them. */
export const CAROUSEL_LABELS = {
  previous: CAROUSEL_WORDS.previous,
  next: CAROUSEL_WORDS.next,
  stop: CAROUSEL_WORDS.stop,
  start: CAROUSEL_WORDS.start,
  pick: (position: number, title: string) => fillIn(CAROUSEL_WORDS.pick, { position, title }, 'en'),
  position: (position: number, count: number) => fillIn(CAROUSEL_WORDS.position, { position, count }, 'en'),
  readMore: (title: string) => fillIn(CAROUSEL_WORDS.readMore, { title }, 'en'),
};
