import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Island } from '../../../components/ui/island';
import { ApprovalSection } from '../components/approval-section';
import { Eligibility } from '../components/eligibility';
import { EuropeRequirements } from '../components/europe-requirements';
import { FeatureCards } from '../components/feature-cards';
import { HomeCarousel, type HomeCarouselProps } from '../components/home-carousel';
import { HomeHero } from '../components/home-hero';
import { AboutUs } from '../components/about-us';
import { InfoBlocks } from '../components/info-blocks';
import { JobVisa } from '../components/job-visa';
import { ProcessSteps } from '../components/process-steps';
import { StatusBanner } from '../components/status-banner';
import { Team } from '../components/team';
import { Testimonials } from '../components/testimonials';
import { photoSources } from '../components/photos';
import { FIRST_CAROUSEL, SECOND_CAROUSEL, type StaticSlide } from '../content/home-content';
import { carouselWords, heroCopy } from '../content/island-words';
import '../../../styles/home.css';

type CarouselContent = { label: StaticSlide['title']; slides: readonly StaticSlide[] };

/** A carousel's props in the page's language: the island gets them as plain data. */
const carousel = (i18n: I18n, slidesId: string, content: CarouselContent, navbar: boolean): HomeCarouselProps => ({
  slidesId,
  navbar,
  label: i18n._(content.label),
  ownSlides: content.slides.map((slide) => ({ key: slide.photo, title: i18n._(slide.title), text: i18n._(slide.text), picture: photoSources(slide.photo) })),
  words: carouselWords(i18n),
});

/**
 * The home page: the original home page's blocks, in their order, in the page's language, less what
 * would publish a claim the agency has not made (ADR 040): no sample vacancies (they come
 * with the agency's demand letters), no corporate-travel service; the team and testimonials only
 * as Settings list them. Only the islands (see ../islands.ts) need JavaScript once the page is
 * prerendered; the rest is content. The top carousel takes the slides marked "shown on navbar";
 * the lower one takes the others.
 */
export function HomeRoute() {
  const { i18n } = useLingui();
  return (
    <>
      <Island name="home-hero" component={HomeHero} props={{ copy: heroCopy(i18n) }} />
      <InfoBlocks />
      <AboutUs />
      <Island name="first-carousel" component={HomeCarousel} props={carousel(i18n, 'first-carousel-slides', FIRST_CAROUSEL, true)} />
      <ApprovalSection />
      <FeatureCards />
      <JobVisa />
      <Island name="second-carousel" component={HomeCarousel} props={carousel(i18n, 'second-carousel-slides', SECOND_CAROUSEL, false)} />
      <EuropeRequirements />
      <Eligibility />
      <Testimonials />
      <Team />
      <ProcessSteps />
      <StatusBanner />
    </>
  );
}
