import { useHomeCopy } from '../../../components/layouts/public-settings';

/** Who the consultancy is, in its own words from Settings. */
export function AboutUs() {
  const { aboutHeading, aboutText } = useHomeCopy();
  return (
    <section className="home-section pt-0" aria-labelledby="about-heading">
      <div className="container">
        <h2 id="about-heading" className="h3" dir="auto">
          {aboutHeading}
        </h2>
        <p className="lead mb-0" dir="auto">
          {aboutText}
        </p>
      </div>
    </section>
  );
}
