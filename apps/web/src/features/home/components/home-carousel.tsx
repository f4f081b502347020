import { Link } from 'react-router';
import type { PublishedSlide } from '../api/get-published-slides';
import type { StaticSlide } from '../content/home-content';
import { Carousel, type CarouselSlide } from './carousel';
import { Photo } from './photos';

const SLIDE_SIZES = '(min-width: 1200px) 1096px, (min-width: 992px) 936px, (min-width: 768px) 696px, calc(100vw - 1.5rem)';

function fromStatic(slide: StaticSlide): CarouselSlide {
  return {
    key: slide.photo,
    title: slide.title,
    text: slide.text,
    media: <Photo name={slide.photo} alt="" width={1600} height={900} sizes={SLIDE_SIZES} className="vd-carousel-image" />,
  };
}

function SlideLink({ href, title }: { href: string; title: string }) {
  const label = `Read more about ${title}`;
  if (href.startsWith('/')) return <Link to={href}>{label}</Link>;
  return (
    <a href={href} rel="noopener noreferrer">
      {label}
    </a>
  );
}

function fromPublished(slide: PublishedSlide): CarouselSlide {
  return {
    key: slide.id,
    title: slide.title,
    text: slide.text,
    media: <img className="vd-carousel-image" src={slide.image} alt="" width={1600} height={900} loading="lazy" decoding="async" />,
    action: slide.link ? <SlideLink href={slide.link} title={slide.title} /> : undefined,
  };
}

interface HomeCarouselProps {
  label: string;
  staticSlides: readonly StaticSlide[];
  published: readonly PublishedSlide[];
}

/** The slides staff published when there are any, otherwise the consultancy's own four. */
export function HomeCarousel({ label, staticSlides, published }: HomeCarouselProps) {
  const slides = published.length > 0 ? published.map(fromPublished) : staticSlides.map(fromStatic);
  return (
    <div className="home-section">
      <div className="container">
        <Carousel label={label} slides={slides} />
      </div>
    </div>
  );
}
