import { PAGES, TOPBAR_SCROLL_THRESHOLD_PX } from '@visadesk/contract';
import { useState } from 'react';
import { useScrolledPast } from '../../hooks/use-scrolled-past';
import { MenuIcon } from '../ui/menu-icon';
import { BrandMark } from './brand-mark';
import type { TopBarWords } from './layout-words';
import { LanguageLinks } from './language-links';
import { usePublicSettings } from './public-settings';
import { SiteLink } from './site-link';

const LINKS_ID = 'top-bar-links';

/**
 * The public, fixed top bar. It collapses below Bootstrap's lg breakpoint (TOPBAR_COLLAPSE_BREAKPOINT).
 * Past the scroll threshold it changes colour and casts a shadow; its size never changes, so nothing
 * on the page moves.
 */
export function TopBar({ words }: { words: TopBarWords }) {
  const [open, setOpen] = useState(false);
  const scrolled = useScrolledPast(TOPBAR_SCROLL_THRESHOLD_PX);
  const close = () => setOpen(false);
  const { consultancyName } = usePublicSettings();

  return (
    <nav
      className={`navbar navbar-expand-lg navbar-dark fixed-top top-bar${scrolled ? ' navbar-scrolled' : ''}`}
      aria-label={words.navigation}
    >
      <div className="container">
        {/* The home page shows the open vacancies the server puts in it: loaded afresh, not drawn by the app. */}
        <SiteLink className="navbar-brand fw-bold d-flex align-items-center gap-2" to={PAGES.home} onClick={close} document>
          <BrandMark />
          <span className="top-bar-name">{consultancyName}</span>
        </SiteLink>
        <button
          type="button"
          className="navbar-toggler"
          aria-controls={LINKS_ID}
          aria-expanded={open}
          aria-label={words.toggle}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          <MenuIcon />
        </button>
        <div id={LINKS_ID} className={`collapse navbar-collapse${open ? ' show' : ''}`}>
          <ul className="navbar-nav ms-auto">
            <li className="nav-item">
              <SiteLink navItem className="nav-link" to={PAGES.enquiry} onClick={close}>
                {words.enquiry}
              </SiteLink>
            </li>
            <li className="nav-item">
              <SiteLink navItem className="nav-link" to={PAGES.jobs} onClick={close} document>
                {words.jobs}
              </SiteLink>
            </li>
            <li className="nav-item">
              <SiteLink navItem className="nav-link" to={PAGES.login} onClick={close}>
                {words.signIn}
              </SiteLink>
            </li>
            <LanguageLinks label={words.languages} onChoose={close} />
          </ul>
        </div>
      </div>
    </nav>
  );
}
