import { isSafeSlideLink } from '@visadesk/contract';
import { SiteLink } from '../../../components/layouts/site-link';
import { usePublishedSlides, type PublishedSlide } from '../api/get-published-slides';
import { fillIn } from '../../../i18n/island-words';
import { Carousel, type CarouselSlide, type CarouselWords } from './carousel';
import { Picture, type PictureSources } from './picture';

const SLIDE_SIZES = '(min-width: 1200px) 1096px, (min-width: 992px) 936px, (min-width: 768px) 696px, calc(100vw - 1.5rem)';

/** One of the consultancy's own slides, with its picture's files already looked up. */
export interface OwnSlide {
  key: string;
  title: string;
  text: string;
  picture: PictureSources;
}

function fromOwn(slide: OwnSlide): CarouselSlide {
  return {
    key: slide.key,
    title: slide.title,
    text: slide.text,
    media: <Picture sources={slide.picture} alt="" width={1600} height={900} sizes={SLIDE_SIZES} className="vd-carousel-image" />,
  };
}

function SlideLink({ href, label }: { href: string; label: string }) {
  if (href.startsWith('/') && !href.startsWith('//')) return <SiteLink to={href}>{label}</SiteLink>;
  return (
    <a href={href} rel="noopener noreferrer">
      {label}
    </a>
  );
}

function fromPublished(slide: PublishedSlide, words: HomeCarouselWords): CarouselSlide {
  return {
    key: slide.id,
    title: slide.title,
    text: slide.text,
    // Whole, not cropped: an upload can have any shape; it sits in the same box as the built-in slides.
    media: <img className="vd-carousel-image vd-carousel-image-whole" src={slide.image} alt="" width={1600} height={900} loading="lazy" decoding="async" />,
    // Checked again here: a link stored before the rule was tightened must not lead off-site.
    action: isSafeSlideLink(slide.link) && slide.link ? <SlideLink href={slide.link} label={fillIn(words.readMore, { title: slide.title }, words.language)} /> : undefined,
  };
}

/** The carousel's words, and `Read more about {title}` for a published slide's link. */
export interface HomeCarouselWords extends CarouselWords {
  readMore: string;
}

export interface HomeCarouselProps {
  /** Unique on the page: the id of the carousel's slides. */
  slidesId: string;
  label: string;
  ownSlides: readonly OwnSlide[];
  /** Which published slides belong here: those whose `shownOnNavbar` equals this. */
  navbar: boolean;
  words: HomeCarouselWords;
}

/**
 * The slides staff published for this carousel (by their `shownOnNavbar` flag) when there are any,
 * otherwise the consultancy's own four. An island
 * of the home page: its props are plain data, so they can travel in the prerendered HTML.
 */
export function HomeCarousel({ slidesId, label, ownSlides, navbar, words }: HomeCarouselProps) {
  const published = usePublishedSlides().filter((slide) => slide.shownOnNavbar === navbar);
  const slides = published.length > 0 ? published.map((slide) => fromPublished(slide, words)) : ownSlides.map(fromOwn);
  return (
    <div className="home-section">
      <div className="container">
        <Carousel label={label} slidesId={slidesId} slides={slides} words={words} />
      </div>
    </div>
  );
}
