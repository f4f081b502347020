import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import type { Language } from '@visadesk/contract';
import { fillIn } from '../../../i18n/island-words';
import { PlayPauseIcon } from './play-pause-icon';
import { usePrefersReducedMotion } from './use-reduced-motion';

export interface CarouselSlide {
  key: string;
  title: string;
  text: string;
  media: ReactNode;
  /** Optional "read more" link under the text. */
  action?: ReactNode;
}

interface CarouselProps {
  label: string;
  /**
   * The id of the slides, which the buttons control. Given, not made with useId: the home page's
   * carousels are separate roots (each would get the same id), prerendered by React and hydrated
   * by Preact, whose ids differ from React's (ADR 012).
   */
  slidesId: string;
  slides: readonly CarouselSlide[];
  words: CarouselWords;
  /** How long each slide shows while the slide show runs. */
  intervalMs?: number;
}

/**
 * The carousel's own words in the page's language (features/home/content/island-words.ts): plain
 * props, since the home page's islands carry no catalogue. `pick` and `position` are templates.
 */
export interface CarouselWords {
  language: Language;
  previous: string;
  next: string;
  stop: string;
  start: string;
  /** `Show slide {position}: {title}` */
  pick: string;
  /** `{position} of {count}` */
  position: string;
}

/** True while the element is on screen; a slide show nobody can see does not need to turn. */
function useOnScreen(element: RefObject<HTMLElement | null>): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setOnScreen(entries.some((e) => e.isIntersecting)));
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return onScreen;
}

/** Which slide shows, whether the show turns, and what moves it. */
function useCarousel(count: number, intervalMs: number, rootRef: RefObject<HTMLElement | null>) {
  const [index, setIndex] = useState(0);
  /** The visitor's own choice, which wins over the motion preference. */
  const [choice, setChoice] = useState<'run' | 'stop' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const onScreen = useOnScreen(rootRef);
  const current = count > 0 ? index % count : 0;
  const showRunning = choice ? choice === 'run' : !reducedMotion;
  const turning = showRunning && onScreen && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!turning) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [turning, count, intervalMs]);

  const goTo = (next: number) => {
    setChoice('stop');
    setIndex(((next % count) + count) % count);
  };
  const toggleShow = () => setChoice(showRunning ? 'stop' : 'run');

  const rootEvents = {
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      // Right to left (Urdu), the next slide is the one to the left.
      const step = getComputedStyle(event.currentTarget).direction === 'rtl' ? -1 : 1;
      if (event.key === 'ArrowLeft') goTo(current - step);
      else if (event.key === 'ArrowRight') goTo(current + step);
      else return;
      event.preventDefault();
    },
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
  return { current, showRunning, goTo, toggleShow, rootEvents };
}

interface SlidesProps {
  slidesId: string;
  slides: readonly CarouselSlide[];
  current: number;
  showRunning: boolean;
  words: CarouselWords;
}

function CarouselSlides({ slidesId, slides, current, showRunning, words }: SlidesProps) {
  return (
    <div id={slidesId} className="vd-carousel-slides" aria-live={showRunning ? 'off' : 'polite'}>
      {slides.map((slide, position) => {
        const active = position === current;
        return (
          <div
            key={slide.key}
            className={`vd-carousel-slide${active ? ' is-active' : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={fillIn(words.position, { position: position + 1, count: slides.length }, words.language)}
            inert={!active}
          >
            <div className="vd-carousel-media">{slide.media}</div>
            <div className="vd-carousel-caption">
              <h3 className="h5" dir="auto">
                {slide.title}
              </h3>
              <p className="mb-2" dir="auto">
                {slide.text}
              </p>
              {slide.action}
            </div>
          </div>
        );
      })}
    </div>
  );
}

interface ControlsProps {
  slidesId: string;
  slides: readonly CarouselSlide[];
  current: number;
  showRunning: boolean;
  goTo: (position: number) => void;
  toggleShow: () => void;
  words: CarouselWords;
}

function CarouselControls({ slidesId, slides, current, showRunning, goTo, toggleShow, words }: ControlsProps) {
  return (
    <div className="vd-carousel-controls">
      <button type="button" className="vd-carousel-button" aria-label={showRunning ? words.stop : words.start} onClick={toggleShow}>
        <PlayPauseIcon playing={showRunning} />
      </button>
      <button type="button" className="vd-carousel-button" aria-controls={slidesId} aria-label={words.previous} onClick={() => goTo(current - 1)}>
        <span aria-hidden="true">‹</span>
      </button>
      <ul className="vd-carousel-picker list-unstyled mb-0">
        {slides.map((slide, position) => (
          <li key={slide.key}>
            <button
              type="button"
              className="vd-carousel-dot"
              aria-controls={slidesId}
              aria-label={fillIn(words.pick, { position: position + 1, title: slide.title }, words.language)}
              aria-current={position === current ? 'true' : undefined}
              onClick={() => goTo(position)}
            />
          </li>
        ))}
      </ul>
      <button type="button" className="vd-carousel-button" aria-controls={slidesId} aria-label={words.next} onClick={() => goTo(current + 1)}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}

/**
 * The WAI-ARIA carousel pattern: previous, next and one button per slide, a button that stops and
 * starts the slide show, arrow keys, and slide changes announced once the show is stopped. The show
 * pauses under the pointer or keyboard focus and does not run for people who prefer less motion.
 */
export function Carousel({ label, slidesId, slides, words, intervalMs = 7000 }: CarouselProps) {
  const rootRef = useRef<HTMLElement>(null);
  const { current, showRunning, goTo, toggleShow, rootEvents } = useCarousel(slides.length, intervalMs, rootRef);
  if (slides.length === 0) return null;
  return (
    <section ref={rootRef} className="vd-carousel" aria-roledescription="carousel" aria-label={label} {...rootEvents}>
      <CarouselSlides slidesId={slidesId} slides={slides} current={current} showRunning={showRunning} words={words} />
      {slides.length > 1 && (
        <CarouselControls slidesId={slidesId} slides={slides} current={current} showRunning={showRunning} goTo={goTo} toggleShow={toggleShow} words={words} />
      )}
    </section>
  );
}
