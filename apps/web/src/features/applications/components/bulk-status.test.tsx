import { screen, waitFor, within } from '@testing-library/react';
import { API, APPLICATION_MESSAGES, PAGES } from '@visadesk/contract';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, mockApi } from '../../../testing/http';
import { aListOf, anApplication } from '../testing/fixtures';
import { renderDesk } from '../testing/render-desk';

const MEERA = anApplication();
const RAM = anApplication({ _id: 'b'.repeat(24), surname: 'Thapa', givenN: 'Ram', passport: 'N7654321', email: 'ram@example.com' });
const SITA = anApplication({ _id: 'c'.repeat(24), surname: 'Rai', givenN: 'Sita', passport: 'N1111111', email: 'sita@example.com' });
const listAnswer = () => jsonResponse({ ...aListOf([MEERA, RAM, SITA], { totalPages: 2 }), totalApplication: 13 });
const postedTo = (fetchMock: ReturnType<typeof mockApi>) => callsTo(fetchMock, API.applications.bulkStatus).map((call) => JSON.parse(String(call.init.body)));

async function tick(user: ReturnType<typeof renderDesk>['user'], ...names: string[]) {
  for (const name of names) await user.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
}

describe('one status for several applications', () => {
  it('sets the ticked ones after a confirmation naming how many, and says so', async () => {
    const fetchMock = mockApi({
      [`GET ${API.applications.list}`]: listAnswer,
      [`POST ${API.applications.bulkStatus}`]: () => jsonResponse({ status: 'approved', changed: [MEERA._id, SITA._id], failed: [] }),
    });
    const { user } = renderDesk(PAGES.application);
    await screen.findByRole('cell', { name: 'Meera Patel' });
    expect(screen.queryByRole('group', { name: 'Selected applications' })).not.toBeInTheDocument();

    await tick(user, 'Meera Patel', 'Sita Rai');
    const bar = screen.getByRole('group', { name: 'Selected applications' });
    expect(bar).toHaveTextContent('2 selected');
    await user.click(within(bar).getByRole('button', { name: 'Set to Approved' }));

    const dialog = screen.getByRole('dialog', { name: 'Change the status of 2 applications?' });
    expect(dialog).toHaveTextContent('Set 2 applications to Approved?');
    await user.type(within(dialog).getByLabelText('Reason (optional, shown to the applicant)'), 'Documents complete');
    await user.click(within(dialog).getByRole('button', { name: 'Set to Approved' }));

    expect(await screen.findByRole('status')).toHaveTextContent('2 applications set to Approved.');
    expect(postedTo(fetchMock)).toEqual([{ ids: [MEERA._id, SITA._id], status: 'approved', reason: 'Documents complete' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Selected applications' })).not.toBeInTheDocument();
    // The list asks again: the statuses it shows have changed.
    await waitFor(() => expect(callsTo(fetchMock, API.applications.list).length).toBeGreaterThan(1));
  });

  it('names the ones that did not change, and why', async () => {
    mockApi({
      [`GET ${API.applications.list}`]: listAnswer,
      [`POST ${API.applications.bulkStatus}`]: () =>
        jsonResponse({ status: 'rejected', changed: [RAM._id], failed: [{ _id: MEERA._id, message: APPLICATION_MESSAGES.bulkNotChanged }] }),
    });
    const { user } = renderDesk(PAGES.application);
    await screen.findByRole('cell', { name: 'Meera Patel' });
    await tick(user, 'Meera Patel', 'Ram Thapa');
    await user.click(screen.getByRole('button', { name: 'Set to Rejected' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Set to Rejected' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `1 of 2 applications set to Rejected. Not changed: Meera Patel (${APPLICATION_MESSAGES.bulkNotChanged}).`,
    );
  });

  it('changes nothing on Cancel, and keeps the ticks', async () => {
    const fetchMock = mockApi({ [`GET ${API.applications.list}`]: listAnswer });
    const { user } = renderDesk(PAGES.application);
    await screen.findByRole('cell', { name: 'Meera Patel' });
    await tick(user, 'Ram Thapa');
    await user.click(screen.getByRole('button', { name: 'Set to Pending' }));
    expect(screen.getByRole('dialog', { name: 'Change the status of 1 application?' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(postedTo(fetchMock)).toEqual([]);
    expect(screen.getByRole('checkbox', { name: 'Select Ram Thapa' })).toBeChecked();
  });

  it('keeps the dialog open with the reason when the call fails', async () => {
    mockApi({
      [`GET ${API.applications.list}`]: listAnswer,
      [`POST ${API.applications.bulkStatus}`]: () => jsonResponse({ message: APPLICATION_MESSAGES.statusReasonTooLong }, 400),
    });
    const { user } = renderDesk(PAGES.application);
    await screen.findByRole('cell', { name: 'Meera Patel' });
    await tick(user, 'Ram Thapa');
    await user.click(screen.getByRole('button', { name: 'Set to Approved' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason (optional, shown to the applicant)'), 'ok');
    await user.click(within(dialog).getByRole('button', { name: 'Set to Approved' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(APPLICATION_MESSAGES.statusReasonTooLong);
    expect(within(dialog).getByLabelText('Reason (optional, shown to the applicant)')).toHaveValue('ok');
  });

  it('ticks the whole page at once, shows a page partly ticked, and starts another page with none', async () => {
    mockApi({ [`GET ${API.applications.list}`]: listAnswer });
    const { user, router } = renderDesk(PAGES.application);
    await screen.findByRole('cell', { name: 'Meera Patel' });
    const all = screen.getByRole('checkbox', { name: 'Select every application on this page' });
    await user.click(all);
    expect(screen.getByRole('group', { name: 'Selected applications' })).toHaveTextContent('3 selected');
    await tick(user, 'Ram Thapa');
    expect(all).not.toBeChecked();
    expect(all).toHaveProperty('indeterminate', true);

    // The next page answers the same three here: still, none of them is ticked there.
    await user.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await screen.findByRole('cell', { name: 'Meera Patel' });
    expect(screen.queryByRole('group', { name: 'Selected applications' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Ram Thapa' })).not.toBeChecked();
  });
});

describe('the list on a phone', () => {
  it('shows a card per application with its name, passport, status, dates and actions', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: !query.includes('min-width'), media: query, addEventListener: () => {}, removeEventListener: () => {},
    }));
    mockApi({ [`GET ${API.applications.list}`]: listAnswer });
    const { user } = renderDesk(PAGES.application);
    const cards = await screen.findByRole('list', { name: 'Application cards' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const meera = within(cards).getAllByRole('listitem')[0]!;
    expect(within(meera).getByRole('heading', { name: 'Meera Patel' })).toBeInTheDocument();
    expect(meera).toHaveTextContent('PASSPORT NOP1234567');
    expect(meera).toHaveTextContent('Pending');
    expect(meera).toHaveTextContent('VISA COLLECT DATE2025-03-01');
    expect(within(meera).getByRole('link', { name: 'View Meera Patel' })).toBeInTheDocument();
    expect(within(meera).getByRole('link', { name: 'Edit Meera Patel' })).toBeInTheDocument();
    expect(within(meera).getByRole('button', { name: 'Delete Meera Patel' })).toBeInTheDocument();
    await tick(user, 'Meera Patel');
    expect(screen.getByRole('group', { name: 'Selected applications' })).toHaveTextContent('1 selected');
  });
});
