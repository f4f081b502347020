import { COUNTRIES, DEFAULT_LANGUAGE, type Language } from '@visadesk/contract';
import { useEffect, useState } from 'react';

/** The id an input names in `list` to offer the countries (one list per page). */
export const COUNTRY_LIST_ID = 'vd-country-list';

type Names = Readonly<Record<string, string>>;

/**
 * Each country's name in a language other than English (contract country-names/, from CLDR, ADR
 * 034), one chunk per language: a page downloads only its own, and not from the phone's ICU, which
 * may lack the language (Chromium's has no Nepali country names).
 */
const NAMES: Partial<Record<Language, () => Promise<{ default: Names }>>> = {
  fr: () => import('@visadesk/contract/country-names/fr.json'),
  hi: () => import('@visadesk/contract/country-names/hi.json'),
  bn: () => import('@visadesk/contract/country-names/bn.json'),
  ne: () => import('@visadesk/contract/country-names/ne.json'),
  ur: () => import('@visadesk/contract/country-names/ur.json'),
};

const ENGLISH: Names = Object.fromEntries(COUNTRIES.map((country) => [country.code, country.name]));

/** The names prerendering waited for (entry-server.tsx): a page of islands carries its whole list in its HTML. */
const prerendered = new Map<Language, Names>();

/** Loads a language's names before a page is prerendered, so that the list is rendered with them at once. */
export async function loadCountryNames(language: Language): Promise<void> {
  const load = NAMES[language];
  if (load) prerendered.set(language, (await load()).default);
}

/** The names in `language`, in the picker's order; English at once, another language's once they arrive. */
function useCountryNames(language: Language): Names {
  const [loaded, setLoaded] = useState<{ language: Language; names: Names } | null>(null);
  useEffect(() => {
    const load = NAMES[language];
    if (!load) return undefined;
    let current = true;
    void load().then(({ default: names }) => {
      if (current) setLoaded({ language, names });
    });
    return () => {
      current = false;
    };
  }, [language]);
  if (!NAMES[language]) return ENGLISH;
  return loaded?.language === language ? loaded.names : (prerendered.get(language) ?? {});
}

/**
 * The country picker (ADR 020): the browser's own suggestions under a text input, narrowed as one
 * types, with Nepal, Bangladesh, India, Pakistan, Sri Lanka and the Philippines first, named in
 * `language` (the public page's; the desk's is English). The input still takes any text ("Nepali",
 * "नेपाली", "NP"): the contract reads it as the country when it can.
 */
export function CountryList({ language = DEFAULT_LANGUAGE }: { language?: Language }) {
  const names = useCountryNames(language);
  return (
    <datalist id={COUNTRY_LIST_ID}>
      {Object.entries(names).map(([code, name]) => (
        <option key={code} value={name} />
      ))}
    </datalist>
  );
}
