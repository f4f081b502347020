import { PAGES } from '@visadesk/contract';
import { Link } from 'react-router';
import { usePublicSettings } from '../../../components/layouts/public-settings';
import { PageTitle } from '../../../components/ui/page-title';
import { HERO } from '../content/home-content';
import { HeroVideo } from './hero-video';

/** The first screen: who we are, where we take people, and the status check most visitors want. */
export function HomeHero() {
  const { consultancyName } = usePublicSettings();
  return (
    <section className="home-hero text-center">
      <HeroVideo />
      <div className="home-hero-content container">
        <p className="text-uppercase fw-semibold mb-2">{HERO.eyebrow}</p>
        <PageTitle className="display-5 fw-bold">{HERO.heading(consultancyName)}</PageTitle>
        <p className="lead mx-auto mb-4">{HERO.subtitle}</p>
        <Link className="btn btn-warning btn-lg fw-semibold" to={PAGES.enquiry}>
          {HERO.statusLink}
        </Link>
      </div>
    </section>
  );
}
