import { PAGES } from '@visadesk/contract';
import { SiteLink } from '../../../components/layouts/site-link';
import { useHomeCopy } from '../../../components/layouts/public-settings';
import { PageTitle } from '../../../components/ui/page-title';
import { HeroVideo } from './hero-video';

/** The hero's fixed copy (content/home-content.ts), as plain data; its words come from Settings. */
export interface HeroCopy {
  statusLink: string;
  pauseVideo: string;
  playVideo: string;
}

/**
 * The first screen: who we are, where we take people, and the status check most visitors want.
 * An island of the home page: the words follow the settings, and the video has its button.
 */
export function HomeHero({ copy }: { copy: HeroCopy }) {
  const { heroEyebrow, heroHeading, heroSubtitle } = useHomeCopy();
  return (
    <section className="home-hero text-center">
      <HeroVideo pauseLabel={copy.pauseVideo} playLabel={copy.playVideo} />
      <div className="home-hero-content container">
        <p className="text-uppercase fw-semibold mb-2" dir="auto">
          {heroEyebrow}
        </p>
        <PageTitle className="display-5 fw-bold" dir="auto">
          {heroHeading}
        </PageTitle>
        <p className="lead mx-auto mb-4" dir="auto">
          {heroSubtitle}
        </p>
        <SiteLink className="btn btn-warning btn-lg fw-semibold" to={PAGES.enquiry}>
          {copy.statusLink}
        </SiteLink>
      </div>
    </section>
  );
}
