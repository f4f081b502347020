import { screen, waitFor, within } from '@testing-library/react';
import { API, STAGE_MESSAGES, type Application } from '@visadesk/contract';
import { describe, expect, it, vi } from 'vitest';
import { DESK_PATHS } from '../../../config/page-titles';
import { callsTo, jsonResponse, mockFetch, type FetchCall } from '../../../testing/http';
import { aListOf, anApplication } from '../testing/fixtures';
import { queryOf, renderDesk } from '../testing/render-desk';
import { STAGES, daysAgo } from '../testing/stages';

// In the medical: Meera 12 days (past its due day), Ram 3 days; Sita at the interview since today.
const MEERA = anApplication({ stage: 'medical', stageSince: daysAgo(12), stageDue: daysAgo(5), jobTitle: 'Cook', destination: '' });
const RAM = anApplication({
  _id: 'b'.repeat(24), surname: 'Thapa', givenN: 'Ram', passport: 'N7654321', jobTitle: 'Driving', destination: 'Malaysia',
  stage: 'medical', stageSince: daysAgo(3), stageDue: daysAgo(-4),
});
const SITA = anApplication({ _id: 'c'.repeat(24), surname: 'Rai', givenN: 'Sita', passport: 'N1111111', stage: 'interview', stageSince: daysAgo(0), stageDue: daysAgo(-7) });

/** Each column's applications as the server would answer them (longest in the stage first), and its total. */
const BY_STAGE: Record<string, { applications: Application[]; total: number }> = {
  medical: { applications: [MEERA, RAM], total: 23 },
  interview: { applications: [SITA], total: 2 },
};

type Answer = (call: FetchCall) => Response | Promise<Response>;

/** The server of the board: the stages, each stage's column, and a move answered by `move`. */
function boardServer(move: Answer = () => jsonResponse(MEERA)) {
  return mockFetch((call) => {
    const path = call.url.split('?')[0];
    if (path === API.stages) return jsonResponse(STAGES);
    if (path === API.applications.list) {
      const column = BY_STAGE[queryOf(call.url).stage ?? ''] ?? { applications: [], total: 0 };
      return jsonResponse({ ...aListOf(column.applications), totalApplication: column.total });
    }
    if (call.init.method === 'POST' && path?.startsWith('/api/application/setStage/')) return move(call);
    return jsonResponse({ message: `Unexpected call: ${path}` }, 500);
  });
}

const column = (name: string) => within(screen.getByRole('region', { name: new RegExp(`^${name}`) }));
const cardOf = (name: string) => within(screen.getByRole('link', { name }).closest('li') as HTMLElement);

describe('the stage board (ADR 049)', () => {
  it('shows a column per stage in use, in order, each with its count and its applications longest first', async () => {
    const fetchMock = boardServer();
    renderDesk(DESK_PATHS.applicationBoard);
    await screen.findByRole('heading', { level: 1, name: 'Stage Board' });
    const group = await screen.findByRole('group', { name: 'Stages' });

    const inUse = STAGES.stages.filter((stage) => !stage.archived);
    const headings = within(group).getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(
      inUse.map((stage) => `${stage.name} ${STAGES.applications[stage.id] === 1 ? '1 application' : `${STAGES.applications[stage.id] ?? 0} applications`}`),
    );
    expect(within(group).queryByRole('heading', { name: /Advertisement/ })).toBeNull();

    // Each column asks for its stage, longest in it first, twenty at most.
    await waitFor(() => expect(callsTo(fetchMock, API.applications.list)).toHaveLength(inUse.length));
    expect(callsTo(fetchMock, API.applications.list).map((call) => queryOf(call.url))).toContainEqual({ stage: 'medical', sort: 'stageSince', limit: '20' });
    const medical = await waitFor(() => {
      const cards = column('Medical check-up').getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      return cards;
    });
    expect(medical.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Meera Patel', 'Ram Thapa']);
    expect(column('Medical check-up').getByRole('link', { name: 'All 23 in the Application List' })).toHaveAttribute('href', '/application?stage=medical&sort=stageSince');
    expect(column('Visa').getByText('No application is in this stage.')).toBeInTheDocument();
  });

  it('shows on each card the name linked to the application, what the worker goes for, the days in the stage and Overdue; never the passport', async () => {
    boardServer();
    renderDesk(DESK_PATHS.applicationBoard);
    await screen.findByRole('link', { name: 'Meera Patel' });
    expect(screen.getByRole('link', { name: 'Meera Patel' })).toHaveAttribute('href', `/updateApplicationView/${MEERA._id}`);
    expect(cardOf('Meera Patel').getByText('12 days in this stage')).toBeInTheDocument();
    expect(cardOf('Meera Patel').getByText('Overdue')).toBeInTheDocument();
    expect(cardOf('Ram Thapa').getByText('Driving · Malaysia')).toBeInTheDocument();
    expect(cardOf('Ram Thapa').getByText('3 days in this stage')).toBeInTheDocument();
    expect(cardOf('Ram Thapa').queryByText('Overdue')).toBeNull();
    expect((await screen.findByRole('link', { name: 'Sita Rai' })).closest('li')).toHaveTextContent('Entered today');
    expect(screen.getByRole('main')).not.toHaveTextContent(MEERA.passport);
    expect(screen.getByRole('main')).not.toHaveTextContent(RAM.passport);
  });

  it("moves an application with its stage menu, by keyboard, and the columns and counts follow", async () => {
    const fetchMock = boardServer();
    const { user } = renderDesk(DESK_PATHS.applicationBoard);
    await screen.findByRole('link', { name: 'Meera Patel' });
    const asked = { list: callsTo(fetchMock, API.applications.list).length, stages: callsTo(fetchMock, API.stages).length };

    const menu = cardOf('Meera Patel').getByLabelText('Stage of Meera Patel');
    expect(menu).toHaveValue('medical');
    menu.focus();
    await user.selectOptions(menu, 'Visa');
    await user.tab();
    expect(cardOf('Meera Patel').getByRole('button', { name: 'Move Meera Patel' })).toHaveFocus();
    await user.keyboard('{Enter}');

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Meera Patel moved to Visa.');
    expect(notice.parentElement).toHaveFocus();
    const moves = callsTo(fetchMock, API.applications.setStage(MEERA._id));
    expect(moves.map((call) => [call.init.method, JSON.parse(String(call.init.body))])).toEqual([['POST', { stage: 'visa' }]]);
    await waitFor(() => expect(callsTo(fetchMock, API.applications.list).length).toBeGreaterThan(asked.list));
    await waitFor(() => expect(callsTo(fetchMock, API.stages).length).toBeGreaterThan(asked.stages));
  });

  it("offers the stages of the worker's own list, those in use", async () => {
    boardServer();
    renderDesk(DESK_PATHS.applicationBoard);
    await screen.findByRole('link', { name: 'Ram Thapa' });
    const names = (name: string) => within(cardOf(name).getByLabelText(`Stage of ${name}`)).getAllByRole('option').map((option) => option.textContent);
    expect(names('Ram Thapa')).toEqual(['Demand letter and power of attorney', 'Interview', 'Medical check-up', 'Visa', 'Departure']);
    expect(names('Meera Patel')).toEqual(STAGES.stages.filter((stage) => !stage.archived).map((stage) => stage.name));
  });

  it("says on the card why a move was refused, in the server's words", async () => {
    const refused = vi.fn(() => jsonResponse({ message: STAGE_MESSAGES.stageNotInList }, 409));
    boardServer(refused);
    const { user } = renderDesk(DESK_PATHS.applicationBoard);
    await screen.findByRole('link', { name: 'Meera Patel' });
    await user.selectOptions(cardOf('Meera Patel').getByLabelText('Stage of Meera Patel'), 'Departure');
    await user.click(cardOf('Meera Patel').getByRole('button', { name: 'Move Meera Patel' }));
    expect(await cardOf('Meera Patel').findByRole('alert')).toHaveTextContent(STAGE_MESSAGES.stageNotInList);
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('moves nothing when the stage chosen is the one it is in', async () => {
    const move = vi.fn(() => jsonResponse(MEERA));
    boardServer(move);
    const { user } = renderDesk(DESK_PATHS.applicationBoard);
    await screen.findByRole('link', { name: 'Meera Patel' });
    await user.click(cardOf('Meera Patel').getByRole('button', { name: 'Move Meera Patel' }));
    expect(move).not.toHaveBeenCalled();
  });
});
