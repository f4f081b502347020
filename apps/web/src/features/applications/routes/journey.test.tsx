import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API, STAGE_MESSAGES } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi, networkFailure } from '../../../testing/http';
import { todayHere } from '../../../lib/today-here';
import { aHistoryEntry, aJourney, anApplication, MEERA_ID, theStages } from '../testing/fixtures';
import { renderDesk } from '../testing/render-desk';

const PATH = `/updateApplicationView/${MEERA_ID}`;

/**
 * The shipped stages, the visa archived, the medical check-up renamed since Meera's move to it, and
 * Malaysia (her destination) with a shorter list of its own.
 */
const STAGES = theStages({
  stages: theStages().stages.map((stage) => ({ ...stage, archived: stage.id === 'visa', name: stage.id === 'medical' ? 'Medical examination' : stage.name })),
  byCountry: { Malaysia: ['demand', 'interview', 'medical', 'visa', 'departure'] },
  applications: { medical: 1 },
});

/** Meera at the medical check-up since 10 March, due on the 17th and past it, after two moves. */
const AT_MEDICAL = aJourney({
  stage: 'medical',
  since: '2025-03-10',
  due: '2025-03-17',
  overdue: true,
  events: [
    { stage: 'demand', name: 'Demand letter and power of attorney', on: '2025-03-01', by: 'Asha Owner', note: '' },
    { stage: 'medical', name: 'Medical check-up', on: '2025-03-10', by: 'Ravi Staff', note: 'Booked at Norvic hospital' },
  ],
});
const MEERA = anApplication({ stage: 'medical', stageSince: '2025-03-10', stageDue: '2025-03-17', journey: AT_MEDICAL });

function openApplication(routes: Record<string, () => Response> = {}, application = MEERA) {
  const fetchMock = mockApi({
    [`GET ${API.applications.one(MEERA_ID)}`]: () => jsonResponse(application),
    [`GET ${API.applicationHistory(MEERA_ID)}`]: () => jsonResponse([]),
    [`GET ${API.applicationMessages(MEERA_ID)}`]: () => jsonResponse({ mailConfigured: true, whatsApp: null, messages: [] }),
    [`GET ${API.stages}`]: () => jsonResponse(STAGES),
    ...routes,
  });
  return { ...renderDesk(PATH), fetchMock };
}

const journeyRegion = () => screen.findByRole('region', { name: 'Journey' });
/** The value a term of the panel's summary names. */
const valueOf = (region: HTMLElement, term: string) => within(region).getByText(term, { selector: 'dt' }).nextElementSibling;

describe('the journey on the staff desk', () => {
  it('says the stage (as Settings call it now), since when, the due day and that it is overdue, and lists every move', async () => {
    openApplication();
    const region = await journeyRegion();
    await waitFor(() => expect(valueOf(region, 'Stage')).toHaveTextContent(/^Medical examination$/));
    expect(valueOf(region, 'Since')).toHaveTextContent(/^2025-03-10$/);
    expect(valueOf(region, 'Due')).toHaveTextContent(/^2025-03-17Overdue$/);
    const moves = within(within(region).getByRole('table', { name: 'Moves' })).getAllByRole('row').slice(1);
    expect(moves.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['2025-03-01', 'Demand letter and power of attorney', 'Asha Owner', ''],
      // Each move as it was recorded, under the name the stage had then.
      ['2025-03-10', 'Medical check-up', 'Ravi Staff', 'Booked at Norvic hospital'],
    ]);
  });

  it('says nothing of overdue while the due day has not passed', async () => {
    openApplication({}, anApplication({ journey: aJourney({ stage: 'medical', due: '2025-03-17', overdue: false }) }));
    const region = await journeyRegion();
    expect(valueOf(region, 'Due')).toHaveTextContent(/^2025-03-17$/);
    expect(within(region).queryByText('Overdue')).toBeNull();
  });

  it("offers the stages in use of the destination's list, the next one first, on today's date", async () => {
    openApplication();
    const region = await journeyRegion();
    const stage = await within(region).findByLabelText('Stage');
    const offered = within(stage).getAllByRole('option').map((option) => option.textContent);
    // Malaysia's own list, without the archived visa stage.
    expect(offered).toEqual(['Demand letter and power of attorney', 'Interview', 'Medical examination (current)', 'Departure']);
    expect(stage).toHaveValue('departure');
    const day = within(region).getByLabelText('Day reached');
    expect(day).toHaveValue(todayHere());
    expect(day).toHaveAttribute('max', todayHere());
  });

  it('moves the application with the stage, the day and the note, says so and shows the copy again', async () => {
    const moved = anApplication({ journey: aJourney({ stage: 'departure', since: '2025-03-12', due: '' }) });
    const { fetchMock, user } = openApplication({ [`POST ${API.applications.setStage(MEERA_ID)}`]: () => jsonResponse(moved) });
    const region = await journeyRegion();
    await user.selectOptions(await within(region).findByLabelText('Stage'), 'Interview');
    fireEvent.change(within(region).getByLabelText('Day reached'), { target: { value: '2025-03-12' } });
    await user.type(within(region).getByLabelText('Note (optional, for the desk only)'), 'Second interview asked for');
    await user.click(within(region).getByRole('button', { name: 'Move' }));

    expect(await within(region).findByRole('status')).toHaveTextContent(STAGE_MESSAGES.stageMoved);
    const calls = callsTo(fetchMock, API.applications.setStage(MEERA_ID));
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ stage: 'interview', on: '2025-03-12', note: 'Second interview asked for' });
    // The application, its history and its email are read again.
    await waitFor(() => expect(callsTo(fetchMock, API.applications.one(MEERA_ID))).toHaveLength(2));
    expect(callsTo(fetchMock, API.applicationHistory(MEERA_ID))).toHaveLength(2);
    expect(within(region).getByLabelText('Note (optional, for the desk only)')).toHaveValue('');
  });

  it('leaves the day to the server when staff did not choose one: its today, in the agency’s time zone', async () => {
    const moved = anApplication({ journey: aJourney({ stage: 'interview', since: '2025-03-12', due: '' }) });
    const { fetchMock, user } = openApplication({ [`POST ${API.applications.setStage(MEERA_ID)}`]: () => jsonResponse(moved) });
    const region = await journeyRegion();
    await user.selectOptions(await within(region).findByLabelText('Stage'), 'Interview');
    await user.click(within(region).getByRole('button', { name: 'Move' }));
    expect(await within(region).findByRole('status')).toHaveTextContent(STAGE_MESSAGES.stageMoved);
    expect(JSON.parse(String(callsTo(fetchMock, API.applications.setStage(MEERA_ID))[0]?.init.body))).toEqual({ stage: 'interview', note: '' });
  });

  it("says why the server refused a move, on the form and on the stage's field", async () => {
    const refusal = { message: STAGE_MESSAGES.stageNotInList, errors: { stage: STAGE_MESSAGES.stageNotInList } };
    const { user } = openApplication({ [`POST ${API.applications.setStage(MEERA_ID)}`]: () => jsonResponse(refusal, 409) });
    const region = await journeyRegion();
    await user.click(await within(region).findByRole('button', { name: 'Move' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(STAGE_MESSAGES.stageNotInList);
    expect(within(region).getByLabelText('Stage')).toHaveAccessibleDescription(STAGE_MESSAGES.stageNotInList);
    expect(within(region).queryByRole('status')).toBeNull();
  });

  it('keeps a note to 500 characters before sending', async () => {
    const { fetchMock, user } = openApplication({ [`POST ${API.applications.setStage(MEERA_ID)}`]: networkFailure });
    const region = await journeyRegion();
    const note = await within(region).findByLabelText('Note (optional, for the desk only)');
    expect(note).toHaveAttribute('maxLength', '500');
    fireEvent.change(note, { target: { value: 'n'.repeat(501) } });
    await user.click(within(region).getByRole('button', { name: 'Move' }));
    expect(await within(region).findByText(STAGE_MESSAGES.stageNote)).toBeInTheDocument();
    expect(callsTo(fetchMock, API.applications.setStage(MEERA_ID))).toHaveLength(0);
  });

  it("shows the applicant's timeline on the staff's copy, and names a move in the history", async () => {
    const history = [aHistoryEntry({ action: 'stage', detail: 'Interview' })];
    openApplication({ [`GET ${API.applicationHistory(MEERA_ID)}`]: () => jsonResponse(history) }, anApplication());
    const timeline = await screen.findByRole('region', { name: 'Your journey' });
    expect(within(timeline).getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      'Demand letter and power of attorney Done on 2025-03-01',
      'Interview Current step',
      'Medical check-up Not yet',
    ]);
    const historyRegion = screen.getByRole('region', { name: 'History' });
    expect(await within(historyRegion).findByText('Stage')).toHaveClass('badge');
  });
});
