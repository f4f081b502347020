import { PAGES } from '@visadesk/contract';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { CONSULTANCY_NAME } from '../../../config/brand';

/** The first screen: who we are, where we take people, and the status check most visitors want. */
export function HomeHero() {
  return (
    <section className="home-hero text-center">
      <div className="container">
        <p className="text-uppercase fw-semibold mb-2">Canada work visas and overseas jobs</p>
        <PageTitle className="display-5 fw-bold">{`${CONSULTANCY_NAME}: your path to Canada`}</PageTitle>
        <p className="lead mx-auto mb-4">
          Clear advice for migration to Canada: worker, family, skilled and business migration, and
          visitor visas.
        </p>
        <Link className="btn btn-warning btn-lg fw-semibold" to={PAGES.enquiry}>
          CHECK YOUR APPLICATION STATUS
        </Link>
      </div>
    </section>
  );
}
