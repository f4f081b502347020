import { screen, waitFor, within } from '@testing-library/react';
import { API, PAGES, STAGE_MESSAGES } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi } from '../../../testing/http';
import { aListOf, anApplication } from '../testing/fixtures';
import { renderDesk } from '../testing/render-desk';
import { STAGES } from '../testing/stages';

const MEERA = anApplication();
const RAM = anApplication({ _id: 'b'.repeat(24), surname: 'Thapa', givenN: 'Ram', passport: 'N7654321', email: 'ram@example.com' });
const SITA = anApplication({ _id: 'c'.repeat(24), surname: 'Rai', givenN: 'Sita', passport: 'N1111111', email: 'sita@example.com' });
const listAnswer = () => jsonResponse({ ...aListOf([MEERA, RAM, SITA]), totalApplication: 3 });
const stagesAnswer = () => jsonResponse(STAGES);
const postedTo = (fetchMock: ReturnType<typeof mockApi>) => callsTo(fetchMock, API.applications.bulkStage).map((call) => JSON.parse(String(call.init.body)));
const bar = () => within(screen.getByRole('group', { name: 'Selected applications' }));

async function tick(user: ReturnType<typeof renderDesk>['user'], ...names: string[]) {
  for (const name of names) await user.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
}

/** Ticks the applications named and asks to move them to `stage`: the confirmation opens. */
async function askToMove(user: ReturnType<typeof renderDesk>['user'], stage: string, ...names: string[]) {
  await screen.findByRole('cell', { name: 'Meera Patel' });
  await tick(user, ...names);
  await waitFor(() => expect(within(bar().getByLabelText('Stage to set')).getByRole('option', { name: stage })).toBeInTheDocument());
  await user.selectOptions(bar().getByLabelText('Stage to set'), stage);
  await user.click(bar().getByRole('button', { name: 'Set stage' }));
}

describe('one stage for several applications (ADR 049)', () => {
  it('moves the ticked ones after a confirmation naming how many and where, with a note, and says so', async () => {
    const fetchMock = mockApi({
      [`GET ${API.applications.list}`]: listAnswer,
      [`GET ${API.stages}`]: stagesAnswer,
      [`POST ${API.applications.bulkStage}`]: () => jsonResponse({ stage: 'medical', changed: [MEERA._id, SITA._id], failed: [] }),
    });
    const { user } = renderDesk(PAGES.application);
    await askToMove(user, 'Medical check-up', 'Meera Patel', 'Sita Rai');

    const dialog = screen.getByRole('dialog', { name: 'Move 2 applications to Medical check-up?' });
    await user.type(within(dialog).getByLabelText('Note (optional, for the desk)'), 'Clinic booked for Monday');
    const asked = { list: callsTo(fetchMock, API.applications.list).length, stages: callsTo(fetchMock, API.stages).length };
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));

    expect(await screen.findByRole('status')).toHaveTextContent('2 applications moved to Medical check-up.');
    expect(postedTo(fetchMock)).toEqual([{ ids: [MEERA._id, SITA._id], stage: 'medical', note: 'Clinic booked for Monday' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Selected applications' })).not.toBeInTheDocument();
    // The list and the counts by stage are asked again: they have changed.
    await waitFor(() => expect(callsTo(fetchMock, API.applications.list).length).toBeGreaterThan(asked.list));
    await waitFor(() => expect(callsTo(fetchMock, API.stages).length).toBeGreaterThan(asked.stages));
  });

  it("names the ones not moved with the server's reason", async () => {
    mockApi({
      [`GET ${API.applications.list}`]: listAnswer,
      [`GET ${API.stages}`]: stagesAnswer,
      [`POST ${API.applications.bulkStage}`]: () =>
        jsonResponse({ stage: 'visa', changed: [RAM._id], failed: [{ _id: MEERA._id, message: STAGE_MESSAGES.stageNotInList }] }),
    });
    const { user } = renderDesk(PAGES.application);
    await askToMove(user, 'Visa', 'Meera Patel', 'Ram Thapa');
    await user.click(within(screen.getByRole('dialog', { name: 'Move 2 applications to Visa?' })).getByRole('button', { name: 'Move' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `1 of 2 applications moved to Visa. Not moved: Meera Patel (${STAGE_MESSAGES.stageNotInList}).`,
    );
  });

  it('offers only the stages in use, waits for one to be chosen, and moves nothing on Cancel', async () => {
    const fetchMock = mockApi({ [`GET ${API.applications.list}`]: listAnswer, [`GET ${API.stages}`]: stagesAnswer });
    const { user } = renderDesk(PAGES.application);
    await screen.findByRole('cell', { name: 'Meera Patel' });
    await tick(user, 'Ram Thapa');
    const select = bar().getByLabelText('Stage to set');
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Interview' })).toBeInTheDocument());
    expect(within(select).queryByRole('option', { name: /Advertisement/ })).toBeNull();
    expect(bar().getByRole('button', { name: 'Set stage' })).toBeDisabled();

    await user.selectOptions(select, 'Interview');
    await user.click(bar().getByRole('button', { name: 'Set stage' }));
    expect(screen.getByRole('dialog', { name: 'Move 1 application to Interview?' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(postedTo(fetchMock)).toEqual([]);
    expect(screen.getByRole('checkbox', { name: 'Select Ram Thapa' })).toBeChecked();
  });

  it('keeps the dialog open with the note when the call fails', async () => {
    mockApi({
      [`GET ${API.applications.list}`]: listAnswer,
      [`GET ${API.stages}`]: stagesAnswer,
      [`POST ${API.applications.bulkStage}`]: () => jsonResponse({ message: STAGE_MESSAGES.stageArchived }, 409),
    });
    const { user } = renderDesk(PAGES.application);
    await askToMove(user, 'Visa', 'Ram Thapa');
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Note (optional, for the desk)'), 'ok');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(STAGE_MESSAGES.stageArchived);
    expect(within(dialog).getByLabelText('Note (optional, for the desk)')).toHaveValue('ok');
  });
});
