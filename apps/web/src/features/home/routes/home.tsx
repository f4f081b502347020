import { usePublishedSlides } from '../api/get-published-slides';
import { ApprovalSection } from '../components/approval-section';
import { CorporateTravel } from '../components/corporate-travel';
import { Eligibility } from '../components/eligibility';
import { EuropeRequirements } from '../components/europe-requirements';
import { FeatureCards } from '../components/feature-cards';
import { HomeCarousel } from '../components/home-carousel';
import { HomeHero } from '../components/home-hero';
import { InfoBlocks } from '../components/info-blocks';
import { JobVisa } from '../components/job-visa';
import { ProcessSteps } from '../components/process-steps';
import { StatusBanner } from '../components/status-banner';
import { Team } from '../components/team';
import { Testimonials } from '../components/testimonials';
import { VacancyCards } from '../components/vacancy-cards';
import { FIRST_CAROUSEL, SECOND_CAROUSEL } from '../content/home-content';
import '../../../styles/home.css';

/** The home page: every block of spec section 2, in its order. */
export function HomeRoute() {
  const published = usePublishedSlides();
  return (
    <>
      <HomeHero />
      <InfoBlocks />
      <HomeCarousel label={FIRST_CAROUSEL.label} staticSlides={FIRST_CAROUSEL.slides} published={published} />
      <ApprovalSection />
      <CorporateTravel />
      <VacancyCards />
      <FeatureCards />
      <JobVisa />
      <HomeCarousel label={SECOND_CAROUSEL.label} staticSlides={SECOND_CAROUSEL.slides} published={published} />
      <EuropeRequirements />
      <Eligibility />
      <Testimonials />
      <Team />
      <ProcessSteps />
      <StatusBanner />
    </>
  );
}
