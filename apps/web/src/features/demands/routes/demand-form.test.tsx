import { screen, waitFor, within } from '@testing-library/react';
import { API, DEMAND_MESSAGES as M, type Demand } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi, setSessionHint } from '../../../testing/http';
import { SUPER_ADMIN, renderApp } from '../../../testing/render-app';
import { AL_NOOR, DEMAND_ID, HELPER_ID, STAGES, WELDER_ID } from '../testing/demands';

type User = ReturnType<typeof renderApp>['user'];

/** Typed in one go: a keystroke at a time is slow and tests nothing more here. */
async function fill(user: User, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

/** A fieldset by its legend: role queries over the whole form (its country list among them) are slow. */
const fieldset = (name: string) => screen.getByText(name, { selector: 'legend' }).closest('fieldset') as HTMLElement;
const button = (name: string) => screen.getByText(name, { selector: 'button' });
const bodyOf = (call: { init: RequestInit } | undefined) => JSON.parse(String(call?.init.body)) as unknown;

async function fillPosition(user: User, name: string, fields: { title: string; quota: string; salary: string; currency: string; years: string }) {
  const position = within(fieldset(name));
  await fill(user, position.getByLabelText('Title'), fields.title);
  await fill(user, position.getByLabelText('Quota (workers)'), fields.quota);
  await fill(user, position.getByLabelText('Contract (years)'), fields.years);
  await fill(user, position.getByLabelText('Monthly salary'), fields.salary);
  await user.selectOptions(position.getByLabelText('Currency'), fields.currency);
}

describe('adding a demand (ADR 052)', () => {
  it('sends the employer and two positions, shows the server’s message at its field, keeps everything, then saves', async () => {
    setSessionHint();
    let answers = 0;
    const fetchMock = mockApi({
      [`POST ${API.demands.add}`]: () => (++answers === 1
        ? jsonResponse({ message: M.quota, errors: { 'positions.1.quota': M.quota } }, 400)
        : jsonResponse(AL_NOOR, 201)),
      [`GET ${API.demands.one(DEMAND_ID)}`]: () => jsonResponse(AL_NOOR),
      [`GET ${API.stages}`]: () => jsonResponse(STAGES),
    });
    const { user, router } = renderApp('/demands/new', { signedInAs: SUPER_ADMIN });
    await screen.findByRole('heading', { level: 1, name: 'Add Demand' });

    const employer = within(fieldset('Employer'));
    await fill(user, employer.getByLabelText("Employer's name"), 'Al Noor Steel WLL');
    await user.selectOptions(employer.getByLabelText('Country'), 'Qatar');
    await fill(user, employer.getByLabelText('City'), 'Doha');
    await fillPosition(user, 'Position 1', { title: 'Welder', quota: '2', salary: '1,400', currency: 'QAR', years: '2' });
    const first = within(fieldset('Position 1'));
    await user.selectOptions(first.getByLabelText('Food'), 'yes');
    await user.selectOptions(first.getByLabelText('Ticket'), 'own');
    await fill(user, first.getByLabelText('Ticket, in our own words'), 'One way');
    await user.click(button('Add a position'));
    await fillPosition(user, 'Position 2', { title: 'Helper', quota: '20', salary: '1100.50', currency: 'QAR', years: '2' });
    const details = within(fieldset('Closing and state'));
    await user.type(details.getByLabelText('Closing date'), '2026-12-31');
    await user.selectOptions(details.getByLabelText('State'), 'open');
    await user.click(button('Add Demand'));

    const quota = within(fieldset('Position 2')).getByLabelText('Quota (workers)');
    await waitFor(() => expect(quota).toHaveAccessibleDescription(M.quota));
    expect(within(fieldset('Position 1')).getByLabelText('Quota (workers)')).not.toHaveAccessibleDescription(M.quota);
    expect(bodyOf(callsTo(fetchMock, API.demands.add)[0])).toEqual({
      employer: { name: 'Al Noor Steel WLL', country: 'Qatar', city: 'Doha' },
      positions: [
        { title: 'Welder', quota: 2, salary: { amount: 140_000, currency: 'QAR' }, hours: '', food: 'yes', accommodation: '', ticket: 'One way', contractYears: 2, skills: '' },
        { title: 'Helper', quota: 20, salary: { amount: 110_050, currency: 'QAR' }, hours: '', food: '', accommodation: '', ticket: '', contractYears: 2, skills: '' },
      ],
      approvalNo: '', approvalDate: '', interview: { date: '', place: '' }, closes: '2026-12-31', state: 'open',
    });
    // Nothing typed is lost.
    expect(within(fieldset('Position 1')).getByLabelText('Ticket, in our own words')).toHaveValue('One way');
    expect(within(fieldset('Position 2')).getByLabelText('Monthly salary')).toHaveValue('1100.50');

    await user.clear(quota);
    await user.type(quota, '10');
    await user.click(button('Add Demand'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/demands/${DEMAND_ID}`));
    expect(await screen.findByText(M.added)).toBeInTheDocument();
    expect((bodyOf(callsTo(fetchMock, API.demands.add)[1]) as { positions: { quota: number }[] }).positions[1]?.quota).toBe(10);
  });

  it('refuses a position without a title or quota at its fields, by the contract’s rules, before sending', async () => {
    setSessionHint();
    const fetchMock = mockApi({});
    const { user } = renderApp('/demands/new', { signedInAs: SUPER_ADMIN });
    await screen.findByRole('heading', { level: 1, name: 'Add Demand' });
    await user.click(button('Add Demand'));
    const position = within(fieldset('Position 1'));
    expect(await position.findByText(M.positionTitle)).toBeInTheDocument();
    expect(position.getByLabelText('Quota (workers)')).toHaveAccessibleDescription(M.quota);
    expect(within(fieldset('Employer')).getByLabelText('Country')).toHaveAccessibleDescription(M.employerCountry);
    expect(callsTo(fetchMock, API.demands.add)).toHaveLength(0);
  });
});

describe('editing a demand', () => {
  it('starts from the demand loaded by id and sends its positions with their ids, so linked workers stay linked', async () => {
    setSessionHint();
    const saved: Demand = { ...AL_NOOR, employer: { ...AL_NOOR.employer, name: 'Al Noor Steel Co' } };
    const fetchMock = mockApi({
      [`GET ${API.demands.one(DEMAND_ID)}`]: () => jsonResponse(AL_NOOR),
      [`PUT ${API.demands.update(DEMAND_ID)}`]: () => jsonResponse(saved),
      [`GET ${API.stages}`]: () => jsonResponse(STAGES),
    });
    const { user, router } = renderApp(`/demands/${DEMAND_ID}/edit`, { signedInAs: SUPER_ADMIN });
    const name = await screen.findByLabelText("Employer's name");
    expect(name).toHaveValue('Al Noor Steel WLL');
    const welder = within(fieldset('Position 1'));
    expect(welder.getByLabelText('Monthly salary')).toHaveValue('1400.00');
    expect(welder.getByLabelText('Food')).toHaveValue('yes');
    expect(welder.getByLabelText('Ticket, in our own words')).toHaveValue('One way');

    await user.clear(name);
    await fill(user, name, 'Al Noor Steel Co');
    await user.click(within(fieldset('Position 2')).getByText('Remove position 2'));
    await user.click(button('Save Demand'));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/demands/${DEMAND_ID}`));
    const body = bodyOf(callsTo(fetchMock, API.demands.update(DEMAND_ID))[0]) as Demand;
    expect(body.employer.name).toBe('Al Noor Steel Co');
    expect(body.positions.map((position) => [position._id, position.title, position.salary.amount])).toEqual([[WELDER_ID, 'Welder', 140_000]]);
    expect(body.positions.some((position) => position._id === HELPER_ID)).toBe(false);
    expect(await screen.findByText(M.updated)).toBeInTheDocument();
  });
});
