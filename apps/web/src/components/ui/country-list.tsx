import { COUNTRIES } from '@visadesk/contract';

/** The id an input names in `list` to offer the countries (one list per page). */
export const COUNTRY_LIST_ID = 'vd-country-list';

/**
 * The country picker (ADR 020): the browser's own suggestions under a text input, narrowed as one
 * types, with Nepal, Bangladesh, India, Pakistan, Sri Lanka and the Philippines first. The input
 * still takes any text ("Nepali", "NP"): the contract reads it as the country when it can.
 */
export function CountryList() {
  return (
    <datalist id={COUNTRY_LIST_ID}>
      {COUNTRIES.map((country) => (
        <option key={country.code} value={country.name} />
      ))}
    </datalist>
  );
}
