import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { API, APPLICATION_MESSAGES as M, PAGES, type ApplicantFields } from '@visadesk/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi } from '../../../testing/http';
import { fieldOf, submitButton, VALID_APPLICANT } from '../testing/applicant-form';
import { routeXhrThroughFetch, stubObjectUrls } from '../testing/browser-stubs';
import { aDemand, aPosition, COOK_ID, DEMAND_ID, OPEN_DEMANDS, openDemands, openDemandsAnswer, WAITER_ID } from '../testing/demands';
import { aFile, aListOf, anApplication, MEERA_ID } from '../testing/fixtures';
import { queryOf, renderDesk } from '../testing/render-desk';

/** The demand letter and position a worker is recruited for, chosen on the add and edit forms. */

type Routes = Record<string, () => Response | Promise<Response>>;
const LIST = `GET ${API.applications.list}`;
const ADD = `POST ${API.applications.add}`;
const BUILDERS_ID = '0d0d0d0d0d0d0d0d0d0d0d02';
const BUILDERS = aDemand({
  _id: BUILDERS_ID,
  employer: { name: 'Bay Builders', country: 'United Arab Emirates', city: 'Dubai' },
  positions: [aPosition({ _id: '0a0a0a0a0a0a0a0a0a0a0a03', title: 'Mason', quota: 20 })],
  closes: '2027-01-15',
  linked: {},
});
// Newest first, as the server lists them: the form offers them by employer.
const OPEN_LIST = [aDemand(), BUILDERS];
const OPEN = openDemands(OPEN_LIST);
const NOT_LOADED = 'The open demands could not be loaded. The application can be saved without one, and linked later.';
const failing = () => jsonResponse({ message: 'Something went wrong' }, 500);

beforeEach(() => {
  routeXhrThroughFetch();
  stubObjectUrls();
});

/** The company section's two selects: found within it, not by walking the whole form. */
function linkFields() {
  const section = within(screen.getByRole('group', { name: 'B. Company Details' }));
  return { demand: section.getByLabelText('Demand') as HTMLSelectElement, position: section.getByLabelText('Position') as HTMLSelectElement };
}

const optionTexts = (select: HTMLSelectElement) => [...select.options].map((option) => option.textContent);

async function openAdd(routes: Routes = {}) {
  const fetchMock = mockApi({ [LIST]: () => jsonResponse(aListOf([])), ...OPEN, ...routes });
  const app = renderDesk(PAGES.addUserApplication);
  await screen.findByRole('heading', { level: 1, name: 'Visa Application Form' });
  return { ...app, fetchMock };
}

/** Every other field of a valid applicant and a photo, found at once (add-application.test.tsx says why). */
async function fillTheRest(user: UserEvent) {
  const { demand: _demand, position: _position, ...rest } = VALID_APPLICANT;
  const fields = (Object.entries(rest) as [keyof ApplicantFields, string][]).map(([name, value]) => [fieldOf(name), value] as const);
  for (const [field, value] of fields) {
    if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
    else fireEvent.change(field, { target: { value } });
  }
  await user.upload(screen.getByLabelText('Photo'), aFile('me.png', 'image/png'));
}

// The list's screen loads on first use: on a busy machine that takes more than the usual 5 s.
const listShown = () => screen.findByRole('heading', { level: 1, name: 'Application List' }, { timeout: 15_000 });
const sent = (fetchMock: ReturnType<typeof mockApi>, path: string) => callsTo(fetchMock, path)[0]?.init.body as FormData;

describe('the demand and position on the add form', { timeout: 20_000 }, () => {
  it('offers the open demands by employer with country and closing day, then the chosen one\'s positions with quota and linked count', async () => {
    const { user, fetchMock } = await openAdd();
    await waitFor(() => expect(optionTexts(linkFields().demand)).toEqual([
      'None', 'Al Safa Foods — Qatar (closes 2026-12-31)', 'Bay Builders — United Arab Emirates (closes 2027-01-15)',
    ]));
    expect(callsTo(fetchMock, API.demands.list).map((call) => queryOf(call.url))).toEqual([{ state: 'open', limit: '100' }]);
    const { demand, position } = linkFields();
    expect(demand).toHaveValue('');
    expect(optionTexts(position)).toEqual(['None']);
    expect(position).toHaveAccessibleDescription('Choose a demand first.');

    await user.selectOptions(demand, DEMAND_ID);
    expect(optionTexts(position)).toEqual(['None', 'Cook — 3 of 10 linked', 'Waiter — 5 of 5 linked, full']);
    await user.selectOptions(position, WAITER_ID);
    expect(position).toHaveAccessibleDescription(
      'The quota of Waiter is reached: 5 of 5 workers are linked. More can be linked, beyond what the demand asks for.',
    );
    await user.selectOptions(position, COOK_ID);
    expect(position).not.toHaveAccessibleDescription();

    // Another demand's positions replace these, and the one chosen goes with them.
    await user.selectOptions(demand, BUILDERS_ID);
    expect(optionTexts(position)).toEqual(['None', 'Mason — 0 of 20 linked']);
    expect(position).toHaveValue('');
  });

  it('sends the demand and position chosen', async () => {
    const { user, fetchMock } = await openAdd({ [ADD]: () => jsonResponse(anApplication(), 201) });
    await waitFor(() => expect(linkFields().demand.options).toHaveLength(3));
    await fillTheRest(user);
    const { demand, position } = linkFields();
    await user.selectOptions(demand, DEMAND_ID);
    await user.selectOptions(position, COOK_ID);
    await user.click(submitButton());

    expect(await listShown()).toBeInTheDocument();
    expect([sent(fetchMock, API.applications.add).get('demand'), sent(fetchMock, API.applications.add).get('position')]).toEqual([DEMAND_ID, COOK_ID]);
  });

  it("shows the server's refusal of the position at that field", async () => {
    const { user } = await openAdd({ [ADD]: () => jsonResponse({ message: M.positionLink, errors: { position: M.positionLink } }, 400) });
    await waitFor(() => expect(linkFields().demand.options).toHaveLength(3));
    await fillTheRest(user);
    await user.selectOptions(linkFields().demand, DEMAND_ID);
    await user.selectOptions(linkFields().position, COOK_ID);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(M.addServerMessage(M.positionLink));
    const { demand, position } = linkFields();
    expect(position).toHaveAccessibleDescription(M.positionLink);
    expect(position).toHaveAttribute('aria-invalid', 'true');
    expect(position).toHaveValue(COOK_ID);
    expect(demand).not.toHaveAttribute('aria-invalid');
  });

  it('saves without a demand when the open demands cannot be loaded, and says so under the field', async () => {
    const { user, fetchMock } = await openAdd({ [OPEN_DEMANDS]: failing, [ADD]: () => jsonResponse(anApplication(), 201) });
    await waitFor(() => expect(linkFields().demand).toHaveAccessibleDescription(NOT_LOADED));
    expect(screen.queryByRole('alert')).toBeNull();
    await fillTheRest(user);
    await user.click(submitButton());

    expect(await listShown()).toBeInTheDocument();
    expect(sent(fetchMock, API.applications.add).get('demand')).toBe('');
  });

  it('loads the open demands again when asked', async () => {
    let answer = failing;
    const { user, fetchMock } = await openAdd({ [OPEN_DEMANDS]: () => answer() });
    await waitFor(() => expect(linkFields().demand).toHaveAccessibleDescription(NOT_LOADED));
    answer = openDemandsAnswer(OPEN_LIST);
    await user.click(screen.getByRole('button', { name: 'Load the open demands again' }));

    await waitFor(() => expect(linkFields().demand.options).toHaveLength(3));
    expect(linkFields().demand).not.toHaveAccessibleDescription();
    expect(screen.queryByRole('button', { name: 'Load the open demands again' })).toBeNull();
    expect(callsTo(fetchMock, API.demands.list)).toHaveLength(2);
  });
});

describe('the demand and position on the edit form', { timeout: 20_000 }, () => {
  const CLOSED = aDemand({ state: 'closed', closes: '2026-10-31' });
  const LINKED = anApplication({ demand: DEMAND_ID, position: COOK_ID });
  const UPDATE = `PUT ${API.applications.update(MEERA_ID)}`;

  async function openEdit(routes: Routes) {
    const fetchMock = mockApi({
      [`GET ${API.applications.one(MEERA_ID)}`]: () => jsonResponse(LINKED),
      [LIST]: () => jsonResponse(aListOf([LINKED])),
      [UPDATE]: () => jsonResponse(LINKED),
      ...routes,
    });
    const app = renderDesk(PAGES.editApplication, { id: MEERA_ID });
    await waitFor(() => expect(fieldOf('surname')).toHaveValue('Patel'));
    return { ...app, fetchMock };
  }

  it('shows and keeps the link to a demand closed since, fetched by its id', async () => {
    const { user, fetchMock } = await openEdit({ ...openDemands([BUILDERS]), [`GET ${API.demands.one(DEMAND_ID)}`]: () => jsonResponse(CLOSED) });
    await waitFor(() => expect(linkFields().demand).toHaveDisplayValue('Al Safa Foods — Qatar (closed, no longer open)'));
    const { demand, position } = linkFields();
    expect(demand).toHaveValue(DEMAND_ID);
    expect(optionTexts(demand)).toEqual([
      'None', 'Bay Builders — United Arab Emirates (closes 2027-01-15)', 'Al Safa Foods — Qatar (closed, no longer open)',
    ]);
    expect(position).toHaveValue(COOK_ID);
    expect(position).toHaveDisplayValue('Cook — 3 of 10 linked');
    await user.click(submitButton('Update'));

    expect(await listShown()).toBeInTheDocument();
    const body = sent(fetchMock, API.applications.update(MEERA_ID));
    expect([body.get('demand'), body.get('position')]).toEqual([DEMAND_ID, COOK_ID]);
  });

  it('keeps the link when no demand can be loaded at all', async () => {
    const { user, fetchMock } = await openEdit({ [OPEN_DEMANDS]: failing, [`GET ${API.demands.one(DEMAND_ID)}`]: failing });
    await waitFor(() => expect(callsTo(fetchMock, API.demands.one(DEMAND_ID))).toHaveLength(1));
    await waitFor(() => expect(linkFields().demand).toHaveDisplayValue('The chosen one (its details could not be loaded)'));
    expect(linkFields().position).toHaveValue(COOK_ID);
    await user.click(submitButton('Update'));

    expect(await listShown()).toBeInTheDocument();
    const body = sent(fetchMock, API.applications.update(MEERA_ID));
    expect([body.get('demand'), body.get('position')]).toEqual([DEMAND_ID, COOK_ID]);
  });

  it('asks for no demand by id when the linked one is still open', async () => {
    const { fetchMock } = await openEdit(OPEN);
    await waitFor(() => expect(linkFields().demand).toHaveDisplayValue('Al Safa Foods — Qatar (closes 2026-12-31)'));
    expect(linkFields().position).toHaveDisplayValue('Cook — 3 of 10 linked');
    expect(callsTo(fetchMock, API.demands.one(DEMAND_ID))).toHaveLength(0);
  });
});
