import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Language } from '@visadesk/contract';
import { templateOf } from '../../../i18n/island-words';
import type { HomeCarouselWords } from '../components/home-carousel';
import type { HeroCopy } from '../components/home-hero';
import { HERO } from './home-content';

/** The hero's own words (its heading and subtitle are Settings'), as the island's props carry them. */
export const heroCopy = (i18n: I18n): HeroCopy => ({
  language: i18n.locale as Language,
  statusLink: i18n._(HERO.statusLink),
  pauseVideo: i18n._(HERO.pauseVideo),
  playVideo: i18n._(HERO.playVideo),
});

/** A carousel's buttons and announcements in the page's language, as the island's props carry them. */
export function carouselWords(i18n: I18n): HomeCarouselWords {
  return {
    language: i18n.locale as Language,
    previous: i18n._(msg`Previous slide`),
    next: i18n._(msg`Next slide`),
    stop: i18n._(msg`Stop the slide show`),
    start: i18n._(msg`Start the slide show`),
    pick: templateOf(i18n, msg({ message: 'Show slide {position}: {title}', comment: 'A button that shows one slide of the carousel.' }), ['position', 'title']),
    position: templateOf(i18n, msg({ message: '{position} of {count}', comment: 'Which slide is shown: "2 of 4".' }), ['position', 'count']),
    readMore: templateOf(i18n, msg({ message: 'Read more about {title}', comment: "The link under a staff member's slide." }), ['title']),
  };
}
