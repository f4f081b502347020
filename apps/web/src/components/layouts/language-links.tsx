import { LANGUAGES, languageOfPath, localisedPath, PAGES, TRANSLATED_PAGES, type Language } from '@visadesk/contract';
import { useRef } from 'react';
import { SiteLink, useSitePathname } from './site-link';

/** Whether a page has a version in each language: a translated page, an upload link (`/upload/<token>`, `/hi/upload/<token>`) or a vacancies page (`/jobs`, `/jobs/<id>`). */
export const hasVersions = (path: string): boolean =>
  TRANSLATED_PAGES.includes(path) || path === PAGES.jobs || path.startsWith(`${PAGES.upload}/`) || path.startsWith(`${PAGES.jobs}/`);

/** The visitor's choice, offered again on their next visit. */
export const CHOSEN_LANGUAGE_KEY = 'visadesk.language';

/** The language the visitor chose before, if the browser kept it. */
export function chosenLanguage(): string | null {
  try {
    return localStorage.getItem(CHOSEN_LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/** Keeps the visitor's choice of language for their next visit. */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(CHOSEN_LANGUAGE_KEY, language);
  } catch {
    // Storage refused (private browsing, full): the choice holds for this visit only.
  }
}

/** A globe, the sign for "language" that needs no words. */
function GlobeIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />
    </svg>
  );
}

/**
 * The languages of the page being read, behind one button that names the current one: each a link
 * to its version, written in its own language and script. Shown only on a page that has versions
 * in other languages. A disclosure (`<details>`), so it opens without script and fits the top bar.
 */
export function LanguageLinks({ label, onChoose }: { label: string; onChoose: () => void }) {
  const { language: current, path } = languageOfPath(useSitePathname());
  const menu = useRef<HTMLDetailsElement>(null);
  if (!hasVersions(path)) return null;
  const here = LANGUAGES.find((language) => language.code === current) ?? LANGUAGES[0];
  // Chosen: the list closes, as the page changes in place under it.
  const choose = () => {
    menu.current?.removeAttribute('open');
    onChoose();
  };
  return (
    <li className="nav-item language-menu">
      <details ref={menu}>
        <summary className="nav-link d-flex align-items-center gap-1" aria-label={`${label}: ${here.name}`}>
          <GlobeIcon />
          <span lang={here.code}>{here.name}</span>
        </summary>
        <ul className="language-menu-list list-unstyled mb-0" aria-label={label}>
          {LANGUAGES.map(({ code, name }) => (
            <li key={code}>
              <SiteLink
                navItem
                className="dropdown-item"
                to={localisedPath(path, code)}
                hrefLang={code}
                onClick={() => {
                  rememberLanguage(code);
                  choose();
                }}
              >
                {code === current ? <strong>{name}</strong> : name}
              </SiteLink>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
