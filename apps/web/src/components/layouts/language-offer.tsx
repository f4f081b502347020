import { DEFAULT_LANGUAGE, LANGUAGES, languageOfPath, localisedPath, type Language } from '@visadesk/contract';
import { useEffect, useState } from 'react';
import { chosenLanguage, hasVersions, rememberLanguage } from './language-links';
import { SiteLink, useSitePathname } from './site-link';

type Offered = (typeof LANGUAGES)[number];

/**
 * The language to offer a visitor on this page, if any: the one they chose before, else, on an
 * English page (where search engines and links without a language lead), the first of their
 * browser's languages that the site speaks. Never the page's own. A visitor who followed a link to
 * a page in another language meant it, and once they have chosen (or closed the offer) their
 * choice wins over their browser's.
 */
export function languageToOffer(current: Language, chosen: string | null, preferred: readonly string[]): Offered | null {
  if (!chosen && current !== DEFAULT_LANGUAGE) return null;
  const wanted = chosen ?? preferred.map((tag) => tag.toLowerCase().split('-')[0]).find((code) => LANGUAGES.some((l) => l.code === code));
  if (!wanted || wanted === current) return null;
  return LANGUAGES.find((language) => language.code === wanted) ?? null;
}

/**
 * Offers the page in the visitor's language: a bar at the foot of the screen, written in
 * that language, never a redirect, so search engines and anyone who wants English keep the English
 * page. Shown only in the browser, after the page has settled, so the prerendered page is the same
 * for every visitor and nothing on it moves (the bar is fixed, over the page).
 */
export function LanguageOffer() {
  const { language: current, path } = languageOfPath(useSitePathname());
  const [offered, setOffered] = useState<Offered | null>(null);
  const translated = hasVersions(path);
  useEffect(() => {
    // Once the page has settled: the offer never competes with the page's own first paint.
    const timer = setTimeout(() => setOffered(translated ? languageToOffer(current, chosenLanguage(), navigator.languages ?? []) : null));
    return () => clearTimeout(timer);
  }, [current, translated]);
  if (!offered) return null;
  const close = () => {
    rememberLanguage(current);
    setOffered(null);
  };
  return (
    <aside className="language-offer shadow" lang={offered.code} dir={offered.dir} aria-label={offered.name}>
      <SiteLink className="language-offer-link fw-semibold" to={localisedPath(path, offered.code)} hrefLang={offered.code} onClick={() => rememberLanguage(offered.code)}>
        {offered.offer}
      </SiteLink>
      <button type="button" className="btn-close btn-close-white" aria-label={offered.close} onClick={close} />
    </aside>
  );
}
