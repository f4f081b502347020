import { PAGES, TOPBAR_SCROLL_THRESHOLD_PX } from '@visadesk/contract';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { APP_NAME } from '../../config/brand';
import { useScrolledPast } from '../../hooks/use-scrolled-past';
import { MenuIcon } from '../ui/menu-icon';

const LINKS_ID = 'top-bar-links';

/** The public, fixed top bar. It collapses below Bootstrap's lg breakpoint (TOPBAR_COLLAPSE_BREAKPOINT). */
export function TopBar() {
  const [open, setOpen] = useState(false);
  const scrolled = useScrolledPast(TOPBAR_SCROLL_THRESHOLD_PX);
  const close = () => setOpen(false);

  return (
    <nav
      className={`navbar navbar-expand-lg navbar-dark fixed-top top-bar${scrolled ? ' navbar-scrolled' : ''}`}
      aria-label="Main"
    >
      <div className="container">
        <Link className="navbar-brand fw-bold" to={PAGES.home} onClick={close}>
          {APP_NAME}
        </Link>
        <button
          type="button"
          className="navbar-toggler"
          aria-controls={LINKS_ID}
          aria-expanded={open}
          aria-label="Toggle navigation"
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          <MenuIcon />
        </button>
        <div id={LINKS_ID} className={`collapse navbar-collapse${open ? ' show' : ''}`}>
          <ul className="navbar-nav ms-auto">
            <li className="nav-item">
              <NavLink className="nav-link" to={PAGES.enquiry} onClick={close}>
                VISA ENQUIRY
              </NavLink>
            </li>
            <li className="nav-item">
              <NavLink className="nav-link" to={PAGES.login} onClick={close}>
                SIGN IN
              </NavLink>
            </li>
          </ul>
        </div>
      </div>
    </nav>
  );
}
