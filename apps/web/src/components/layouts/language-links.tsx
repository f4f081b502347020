import { LANGUAGES, LOCALISED_PAGES, languageOfPath, localisedPath, type Language } from '@visadesk/contract';
import { SiteLink, useSitePathname } from './site-link';

/** The visitor's choice, offered again on their next visit (issue 16). */
export const CHOSEN_LANGUAGE_KEY = 'visadesk.language';

/** Keeps the visitor's choice of language for their next visit. */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(CHOSEN_LANGUAGE_KEY, language);
  } catch {
    // Storage refused (private browsing, full): the choice holds for this visit only.
  }
}

/**
 * The languages of the page being read, each a link to its version, written in its own language
 * and script. Shown only on a page that has versions in other languages.
 */
export function LanguageLinks({ label, onChoose }: { label: string; onChoose: () => void }) {
  const { language: current, path } = languageOfPath(useSitePathname());
  if (!(LOCALISED_PAGES as readonly string[]).includes(path)) return null;
  return (
    <li className="nav-item language-links">
      <ul className="list-inline mb-0 d-flex flex-wrap align-items-center gap-1" aria-label={label}>
        {LANGUAGES.map(({ code, name }) => (
          <li key={code} className="list-inline-item m-0">
            <SiteLink
              navItem
              className="nav-link px-2"
              to={localisedPath(path, code)}
              hrefLang={code}
              onClick={() => {
                rememberLanguage(code);
                onChoose();
              }}
            >
              {code === current ? <strong>{name}</strong> : name}
            </SiteLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
