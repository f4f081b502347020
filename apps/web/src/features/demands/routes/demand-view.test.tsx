import { screen, waitFor, within } from '@testing-library/react';
import { API, DEMAND_MESSAGES as M, PAGES, type Demand } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi, setSessionHint } from '../../../testing/http';
import { ADMIN, SUPER_ADMIN, renderApp } from '../../../testing/render-app';
import { AL_NOOR, DEMAND_ID, STAGES, listOf } from '../testing/demands';

const text = (element: Element) => element.textContent?.replace(/\s+/g, ' ').trim();
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => [...row.children].map(text).join(' '));

function openDemand(routes: Record<string, () => Response> = {}, demand: Demand = AL_NOOR, signedInAs = SUPER_ADMIN) {
  setSessionHint();
  const fetchMock = mockApi({
    [`GET ${API.demands.one(DEMAND_ID)}`]: () => jsonResponse(demand),
    [`GET ${API.stages}`]: () => jsonResponse(STAGES),
    ...routes,
  });
  return { ...renderApp(`/demands/${DEMAND_ID}`, { signedInAs }), fetchMock };
}

describe('a demand’s page (ADR 052)', () => {
  it('shows each position’s quota, its workers by stage (the agency’s names) and by status, and warns when they exceed the quota', async () => {
    openDemand();
    expect(await screen.findByRole('heading', { level: 1, name: 'Demand: Al Noor Steel WLL' })).toBeInTheDocument();
    const welder = screen.getByRole('region', { name: 'Welder' });
    expect(within(welder).getByText(/^Quota 2;/)).toHaveTextContent('Quota 2; 3 workers linked');
    expect(within(welder).getByRole('status')).toHaveTextContent('Over quota: 1 worker more than the quota is linked.');
    await waitFor(() => expect(rowsOf(within(welder).getByRole('table', { name: 'Welder: by stage' }))).toEqual(['Not on the journey yet 1', 'Medical examination 2']));
    expect(rowsOf(within(welder).getByRole('table', { name: 'Welder: by status' }))).toEqual(['Pending 2', 'Approved 1']);
    expect(text(within(welder).getByText('Monthly salary').parentElement!)).toBe('Monthly salaryQAR 1,400.00');

    const helper = screen.getByRole('region', { name: 'Helper' });
    expect(within(helper).getByText(/^Quota 10;/)).toHaveTextContent('Quota 10; 0 workers linked');
    expect(within(helper).queryByRole('status')).toBeNull();
    expect(within(helper).queryByRole('table')).toBeNull();

    const details = screen.getByLabelText('Demand details');
    expect(within(details).getByRole('link', { name: '4 waiting' })).toHaveAttribute('href', `${PAGES.callbacks}?demand=${DEMAND_ID}`);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/demands/${DEMAND_ID}/edit`);
  });

  it('closes the demand after a confirmation, sending only its state', async () => {
    let closed = false;
    const { fetchMock, user } = openDemand({
      [`GET ${API.demands.one(DEMAND_ID)}`]: () => jsonResponse(closed ? { ...AL_NOOR, state: 'closed' } : AL_NOOR),
      [`PUT ${API.demands.update(DEMAND_ID)}`]: () => ((closed = true), jsonResponse({ ...AL_NOOR, state: 'closed' })),
    }, AL_NOOR, ADMIN);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    const dialog = screen.getByRole('dialog', { name: 'Close demand' });
    expect(callsTo(fetchMock, API.demands.update(DEMAND_ID))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    expect(await screen.findByText(M.updated)).toBeInTheDocument();
    const [call] = callsTo(fetchMock, API.demands.update(DEMAND_ID));
    expect(JSON.parse(String(call?.init.body))).toEqual({ state: 'closed' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Close' })).toBeNull());
    expect(within(screen.getByLabelText('Demand details')).getByText('Closed')).toBeInTheDocument();
  });

  it('says the server’s refusal to delete while workers are linked, and stays', async () => {
    const refusal = M.linked('3');
    const { fetchMock, user, router } = openDemand({
      [`DELETE ${API.demands.remove(DEMAND_ID)}`]: () => jsonResponse({ message: refusal }, 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete demand' })).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(refusal).toContain('3 linked application(s)');
    expect(callsTo(fetchMock, API.demands.remove(DEMAND_ID))).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe(`/demands/${DEMAND_ID}`);
  });

  it('deletes a demand nothing is linked to and says so on the list', async () => {
    const { user, router } = openDemand({
      [`DELETE ${API.demands.remove(DEMAND_ID)}`]: () => jsonResponse({ message: M.deleted }),
      [`GET ${API.demands.list}`]: () => jsonResponse(listOf([])),
    }, { ...AL_NOOR, linked: {} });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete demand' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PAGES.demands));
    expect(await screen.findByText(M.deleted)).toBeInTheDocument();
  });

  it('says when the demand does not exist', async () => {
    openDemand({ [`GET ${API.demands.one(DEMAND_ID)}`]: () => jsonResponse({ message: M.notFound }, 404) });
    expect(await screen.findByRole('alert')).toHaveTextContent(M.notFound);
  });
});
