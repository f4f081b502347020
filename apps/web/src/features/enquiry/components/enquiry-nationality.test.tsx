import { screen, waitFor } from '@testing-library/react';
import { API, COUNTRIES, LANGUAGE_CODES, localisedPath, normaliseCountry, PAGES } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi } from '../../../testing/http';
import { renderApp } from '../../../testing/render-app';

const NEPALI = { heading: 'भिसाको स्थिति हेर्नुहोस्', passport: 'पासपोर्ट नम्बर', nationality: 'राष्ट्रियता', dob: 'जन्म मिति', submit: 'पेस गर्नुहोस्' };

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const offered = (input: HTMLInputElement) =>
  [...(document.getElementById(input.getAttribute('list') ?? '')?.querySelectorAll('option') ?? [])].map((option) => option.value);

describe('the nationality picker in the page\'s language', () => {
  it('offers the countries in Nepali on the Nepali page, the six first, and sends the one picked', async () => {
    const fetchMock = mockApi({ [`GET ${API.applications.enquiry}`]: () => jsonResponse({ applications: [] }) });
    const { user } = renderApp(localisedPath(PAGES.enquiry, 'ne'));
    await screen.findByRole('heading', { level: 1, name: NEPALI.heading });
    const nationality = field(NEPALI.nationality);
    await waitFor(() => expect(offered(nationality).slice(0, 6)).toEqual(['नेपाल', 'बङ्गलादेश', 'भारत', 'पाकिस्तान', 'श्रीलङ्का', 'फिलिपिन्स']));
    const names = offered(nationality);
    expect(names).toHaveLength(COUNTRIES.length);
    expect(names).toContain('संयुक्त अरब इमिराट्स');
    expect(names).not.toContain('United Arab Emirates');

    await user.type(field(NEPALI.passport), 'PA1234567');
    await user.type(nationality, 'नेपाल');
    await user.type(field(NEPALI.dob), '17-04-1992');
    await user.click(screen.getByRole('button', { name: NEPALI.submit }));
    await screen.findByRole('alert');
    const [sent] = callsTo(fetchMock, API.applications.enquiry);
    const search1 = new URL(sent?.url ?? '', 'http://x').searchParams.get('search1') ?? '';
    expect(search1).toBe('नेपाल');
    // What the server reads it as (the server's own test finds the application with it).
    expect(normaliseCountry(search1)).toBe('Nepal');
  });

  it.each(LANGUAGE_CODES)('reads every nationality the %s hint gives as an example as its country', async (language) => {
    mockApi({});
    renderApp(localisedPath(PAGES.enquiry, language));
    const input = (await screen.findAllByRole('combobox')).find((candidate) => candidate.getAttribute('list')) as HTMLInputElement;
    const hint = document.getElementById(input.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent ?? '';
    const examples = hint.replace(/^[^:]*:/, '').split(/[,،]/).map((word) => word.replace(/[.।۔]/g, '').trim());
    expect(examples).toHaveLength(3);
    const names = new Set(COUNTRIES.map((country) => country.name));
    for (const example of examples) expect(names.has(normaliseCountry(example)), `${language}: ${example}`).toBe(true);
  });
});
