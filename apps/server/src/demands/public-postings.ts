import { majorUnits, type Language } from '@visadesk/contract';
import type { DemandRow } from './demands.ts';
import { countryCode, countryIn, dayIn } from './public-values.ts';
import { JOB_WORDS } from './public-words.ts';

/** JSON for the inside of a data block: `<` is escaped so no value can close the element. */
const blockJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

type StoredPosition = DemandRow['positions'][number];

/** What the posting says of the job in the page's language, as plain text (Google reads it as the job's description). */
function describe(demand: DemandRow, position: StoredPosition, language: Language): string {
  const words = JOB_WORDS[language];
  const terms = (value: string) => (value === 'yes' ? words.yes : value === 'no' ? words.no : value || words.ask);
  const place = [demand.employerCity, countryIn(demand.employerCountry, language)].filter(Boolean).join(', ');
  return [
    `${position.title} — ${demand.employerName}, ${place}.`,
    position.hours && `${words.hours}: ${position.hours}.`,
    `${words.contract}: ${words.years(String(position.contractYears), position.contractYears)}.`,
    `${words.paysFor}: ${words.food}: ${terms(position.food)}; ${words.accommodation}: ${terms(position.accommodation)}; ${words.ticket}: ${terms(position.ticket)}.`,
    position.skills && `${words.skills}: ${position.skills}.`,
    `${words.closes}: ${dayIn(demand.closes, language)}.`,
  ].filter(Boolean).join(' ');
}

/**
 * One schema.org `JobPosting` per position, as search engines ask for them (Google's required and
 * recommended properties): the employer as the hiring organisation, the place by city and ISO
 * country code, the monthly salary in whole units, valid through the closing day's end, and not
 * applied for on this site directly (a call-back or the agency's office). Each a data block of its
 * own; the CSP's script-src does not apply to data blocks.
 */
export function jobPostings(demand: DemandRow, language: Language, consultancyName: string, pageUrl: string | undefined): string {
  return demand.positions.map((position) => {
    const posting = {
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: position.title,
      description: describe(demand, position, language),
      identifier: { '@type': 'PropertyValue', name: consultancyName, value: `${demand.id}-${position._id}` },
      datePosted: demand.createdAt.toISOString().slice(0, 10),
      validThrough: `${demand.closes}T23:59:59`,
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: demand.employerName },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', ...(demand.employerCity ? { addressLocality: demand.employerCity } : {}), addressCountry: countryCode(demand.employerCountry) },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: position.salary.currency,
        value: { '@type': 'QuantitativeValue', value: majorUnits(position.salary.amount, position.salary.currency), unitText: 'MONTH' },
      },
      directApply: false,
      ...(pageUrl === undefined ? {} : { url: pageUrl }),
    };
    return `<script type="application/ld+json">${blockJson(posting)}</script>`;
  }).join('');
}
