import { Island } from '../../../components/ui/island';
import { ApprovalSection } from '../components/approval-section';
import { CorporateTravel } from '../components/corporate-travel';
import { Eligibility } from '../components/eligibility';
import { EuropeRequirements } from '../components/europe-requirements';
import { FeatureCards } from '../components/feature-cards';
import { HomeCarousel, type HomeCarouselProps } from '../components/home-carousel';
import { HomeHero, type HeroCopy } from '../components/home-hero';
import { AboutUs } from '../components/about-us';
import { InfoBlocks } from '../components/info-blocks';
import { JobVisa } from '../components/job-visa';
import { ProcessSteps } from '../components/process-steps';
import { StatusBanner } from '../components/status-banner';
import { Team } from '../components/team';
import { Testimonials } from '../components/testimonials';
import { VacancyCards } from '../components/vacancy-cards';
import { photoSources } from '../components/photos';
import { FIRST_CAROUSEL, HERO, SECOND_CAROUSEL, type StaticSlide } from '../content/home-content';
import '../../../styles/home.css';

const HERO_COPY: HeroCopy = {
  statusLink: HERO.statusLink,
  pauseVideo: HERO.pauseVideo,
  playVideo: HERO.playVideo,
};

type CarouselContent = { label: string; slides: readonly StaticSlide[] };

const carousel = (slidesId: string, content: CarouselContent, navbar: boolean): HomeCarouselProps => ({
  slidesId,
  navbar,
  label: content.label,
  ownSlides: content.slides.map((slide) => ({ key: slide.photo, title: slide.title, text: slide.text, picture: photoSources(slide.photo) })),
});

/** The top carousel takes the slides marked "shown on navbar"; the lower one takes the others. */
const FIRST = carousel('first-carousel-slides', FIRST_CAROUSEL, true);
const SECOND = carousel('second-carousel-slides', SECOND_CAROUSEL, false);

/**
 * The home page: every block of spec section 2, in its order. Only the islands (see ../islands.ts)
 * need JavaScript once the page is prerendered; the rest is content.
 */
export function HomeRoute() {
  return (
    <>
      <Island name="home-hero" component={HomeHero} props={{ copy: HERO_COPY }} />
      <InfoBlocks />
      <AboutUs />
      <Island name="first-carousel" component={HomeCarousel} props={FIRST} />
      <ApprovalSection />
      <CorporateTravel />
      <VacancyCards />
      <FeatureCards />
      <JobVisa />
      <Island name="second-carousel" component={HomeCarousel} props={SECOND} />
      <EuropeRequirements />
      <Eligibility />
      <Testimonials />
      <Team />
      <ProcessSteps />
      <StatusBanner />
    </>
  );
}
