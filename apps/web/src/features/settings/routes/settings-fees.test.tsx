import { fireEvent, screen, within } from '@testing-library/react';
import { API, DEFAULT_FEES_SETTINGS, DEFAULT_SETTINGS, LEDGER_MESSAGES as M, PAGES, type FeesAnswer, type FeesUpdate } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockFetch, setSessionHint } from '../../../testing/http';
import { SUPER_ADMIN, renderApp } from '../../../testing/render-app';
import { shippedStages } from '../testing/stages';


/** The Settings page's fees section (ADR 051), against a server that answers a save with `answer` and keeps what it accepted. */
function openSection(answer: (body: FeesUpdate) => Response) {
  setSessionHint();
  let kept: FeesAnswer = DEFAULT_FEES_SETTINGS;
  const fetchMock = mockFetch(({ url, init }) => {
    const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
    if (key === `GET ${API.settings}`) return jsonResponse({ ...DEFAULT_SETTINGS, registrationNo: 'DoFE 1234/070' });
    if (key === `GET ${API.stages}`) return shippedStages();
    if (key === `GET ${API.fees}`) return jsonResponse(kept);
    if (key === `PUT ${API.fees}`) {
      const body = JSON.parse(String(init.body)) as FeesAnswer;
      const res = answer(body);
      if (res.ok) kept = body;
      return res;
    }
    return jsonResponse({ message: `Unexpected call: ${key}` }, 500);
  });
  return { ...renderApp(PAGES.setting, { signedInAs: SUPER_ADMIN }), fetchMock };
}

/** The section, its editor opened as staff open it. */
async function sectionOf() {
  const section = within(await screen.findByRole('region', { name: 'Fees and legal caps' }));
  const open = await section.findByRole('button', { name: 'Edit the fees and caps' });
  expect(open).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(open);
  expect(await section.findByRole('button', { name: 'Close the fees' })).toHaveAttribute('aria-expanded', 'true');
  return section;
}

describe('fees and legal caps in Settings (ADR 051)', () => {
  it('shows the shipped caps in whole rupees and saves an edited list in paisa, the labels keeping their translations', async () => {
    const { fetchMock, user } = openSection((body) => jsonResponse(body));
    const section = await sectionOf();
    expect(section.getByText('Default currency NPR; legal caps for 7 destinations.')).toBeInTheDocument();
    expect(await section.findByLabelText('Default currency')).toHaveValue('NPR');
    expect(section.getByLabelText('The service fee (the legal cap applies to it)')).toHaveValue('Service fee');
    const caps = section.getAllByRole('group', { name: /^Cap \d+$/ });
    expect(caps.map((cap) => [(within(cap).getByLabelText('Destination') as HTMLInputElement).value, (within(cap).getByLabelText('At most') as HTMLInputElement).value])).toEqual(
      ['Malaysia', 'Saudi Arabia', 'Qatar', 'Kuwait', 'United Arab Emirates', 'Bahrain', 'Oman'].map((country) => [country, '10000']),
    );
    await user.click(within(caps[0] as HTMLElement).getByRole('button', { name: 'Remove' }));
    const oman = section.getAllByRole('group', { name: /^Cap \d+$/ }).at(-1) as HTMLElement;
    await user.clear(within(oman).getByLabelText('At most'));
    await user.type(within(oman).getByLabelText('At most'), '12,000.50');
    await user.type(section.getByLabelText('What a charge or payment is for, one a line'), '\nDocument translation');
    await user.click(section.getByRole('button', { name: 'Save the fees' }));
    expect(await section.findByText(M.feesSaved)).toBeInTheDocument();
    const [sent] = callsTo(fetchMock, API.fees).filter((call) => call.init.method === 'PUT').map((call) => JSON.parse(String(call.init.body)) as FeesUpdate);
    expect(sent?.caps?.map((cap) => cap.country)).toEqual(['Saudi Arabia', 'Qatar', 'Kuwait', 'United Arab Emirates', 'Bahrain', 'Oman']);
    expect(sent?.caps?.at(-1)).toEqual({ country: 'Oman', amount: 1_200_050, currency: 'NPR' });
    expect(sent?.labels.at(-1)).toEqual({ en: 'Document translation' });
    expect(sent?.labels[0]).toEqual(DEFAULT_FEES_SETTINGS.labels[0]);
  });

  it('says why the server refused a save, and shows the registration number among the consultancy’s details', async () => {
    const { user } = openSection(() => jsonResponse({ message: M.capCountry('Atlantis'), errors: { 'caps.0.country': M.capCountry('Atlantis') } }, 400));
    const section = await sectionOf();
    await section.findByLabelText('Default currency');
    await user.click(section.getByRole('button', { name: 'Save the fees' }));
    expect(await section.findByText(M.capCountry('Atlantis'))).toBeInTheDocument();
    expect(screen.getByLabelText('Registration number')).toHaveValue('DoFE 1234/070');
  });
});
