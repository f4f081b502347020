import { PAGES } from '@visadesk/contract';
import { SiteLink } from '../../../components/layouts/site-link';
import { usePublicSettings } from '../../../components/layouts/public-settings';
import { PageTitle } from '../../../components/ui/page-title';
import { HeroVideo } from './hero-video';

/** The hero's copy (content/home-content.ts), as plain data: the heading around the consultancy's name. */
export interface HeroCopy {
  eyebrow: string;
  heading: { beforeName: string; afterName: string };
  subtitle: string;
  statusLink: string;
  pauseVideo: string;
  playVideo: string;
}

/**
 * The first screen: who we are, where we take people, and the status check most visitors want.
 * An island of the home page: the name follows the settings, and the video has its button.
 */
export function HomeHero({ copy }: { copy: HeroCopy }) {
  const { consultancyName } = usePublicSettings();
  return (
    <section className="home-hero text-center">
      <HeroVideo pauseLabel={copy.pauseVideo} playLabel={copy.playVideo} />
      <div className="home-hero-content container">
        <p className="text-uppercase fw-semibold mb-2">{copy.eyebrow}</p>
        <PageTitle className="display-5 fw-bold">{`${copy.heading.beforeName}${consultancyName}${copy.heading.afterName}`}</PageTitle>
        <p className="lead mx-auto mb-4">{copy.subtitle}</p>
        <SiteLink className="btn btn-warning btn-lg fw-semibold" to={PAGES.enquiry}>
          {copy.statusLink}
        </SiteLink>
      </div>
    </section>
  );
}
