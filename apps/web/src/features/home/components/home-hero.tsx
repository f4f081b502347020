import { PAGES, type Language } from '@visadesk/contract';
import { SiteLink } from '../../../components/layouts/site-link';
import { useHomeCopy } from '../../../components/layouts/public-settings';
import { PageTitle } from '../../../components/ui/page-title';
import { ownWords } from '../../../lib/own-words';
import { HeroVideo } from './hero-video';

/** The hero's fixed copy (content/home-content.ts), as plain data; its words come from Settings. */
export interface HeroCopy {
  /** The page's language: Settings' texts are shown in it where the agency wrote them in it. */
  language: Language;
  statusLink: string;
  pauseVideo: string;
  playVideo: string;
}

/**
 * The first screen: who we are, where we take people, and the status check most visitors want.
 * An island of the home page: the words follow the settings, and the video has its button.
 */
export function HomeHero({ copy }: { copy: HeroCopy }) {
  const { heroEyebrow, heroHeading, heroSubtitle } = useHomeCopy(copy.language);
  return (
    <section className="home-hero text-center">
      <HeroVideo pauseLabel={copy.pauseVideo} playLabel={copy.playVideo} />
      <div className="home-hero-content container">
        <p className="text-uppercase fw-semibold mb-2" {...ownWords(heroEyebrow)}>
          {heroEyebrow.text}
        </p>
        <PageTitle className="display-5 fw-bold" {...ownWords(heroHeading)}>
          {heroHeading.text}
        </PageTitle>
        <p className="lead mx-auto mb-4" {...ownWords(heroSubtitle)}>
          {heroSubtitle.text}
        </p>
        <SiteLink className="btn btn-warning btn-lg fw-semibold" to={PAGES.enquiry}>
          {copy.statusLink}
        </SiteLink>
      </div>
    </section>
  );
}
