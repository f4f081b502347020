import { FOOTER_COPYRIGHT_YEAR } from '@visadesk/contract';
import { CONSULTANCY_NAME } from '../../config/brand';

export function SiteFooter() {
  return (
    <footer className="site-footer py-4 mt-auto">
      <div className="container text-center small">
        © {FOOTER_COPYRIGHT_YEAR} {CONSULTANCY_NAME}. All rights reserved.
      </div>
    </footer>
  );
}
