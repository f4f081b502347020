import { screen, waitFor, within } from '@testing-library/react';
import { API, APPLICATION_MESSAGES, COMMON_MESSAGES, PAGES } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi, networkFailure } from '../../../testing/http';
import { aListOf, anApplication, MEERA_ID } from '../testing/fixtures';
import { queryOf, renderDesk } from '../testing/render-desk';

const MEERA = anApplication();
const LIST = `GET ${API.applications.list}`;
const REMOVE = `DELETE ${API.applications.remove(MEERA_ID)}`;

async function openOnPageTwo(routes: Record<string, () => Response | Promise<Response>>) {
  const fetchMock = mockApi({ [LIST]: () => jsonResponse(aListOf([MEERA], { totalPages: 2 })), ...routes });
  const app = renderDesk(PAGES.application);
  await screen.findByRole('cell', { name: 'Meera Patel' });
  await app.user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByText('Page 2 of 2');
  return { ...app, fetchMock };
}

const deleteButton = () => screen.getByRole('button', { name: 'Delete Meera Patel' });

describe('deleting an application', () => {
  it('asks first, in a modal dialog that holds the focus, and does nothing on Cancel', async () => {
    const { user, fetchMock } = await openOnPageTwo({});
    await user.click(deleteButton());

    const dialog = screen.getByRole('dialog', { name: 'Delete application' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('P1234567');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();

    await user.click(cancel);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deleteButton()).toHaveFocus();
    expect(callsTo(fetchMock, API.applications.remove(MEERA_ID))).toHaveLength(0);
  });

  it('closes on Escape', async () => {
    const { user } = await openOnPageTwo({});
    await user.click(deleteButton());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deletes once confirmed and fetches the same page again with the same page size', async () => {
    const { user, fetchMock } = await openOnPageTwo({
      [REMOVE]: () => jsonResponse({ message: APPLICATION_MESSAGES.deleted, _id: MEERA_ID }),
    });
    const listCalls = callsTo(fetchMock, API.applications.list).length;
    await user.click(deleteButton());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('status')).toHaveTextContent(APPLICATION_MESSAGES.deleted);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchMock, API.applications.remove(MEERA_ID))).toHaveLength(1);
    await waitFor(() => expect(callsTo(fetchMock, API.applications.list).length).toBe(listCalls + 1));
    expect(queryOf(callsTo(fetchMock, API.applications.list).at(-1)?.url ?? '')).toEqual({ page: '2', limit: '10' });
  });

  it.each([
    ['a refusal', () => jsonResponse({ message: 'Application not found.' }, 404), APPLICATION_MESSAGES.deleteFailed],
    ['no answer', networkFailure, APPLICATION_MESSAGES.deleteError],
  ])('reports %s', async (_case, answer, message) => {
    const { user } = await openOnPageTwo({ [REMOVE]: answer });
    await user.click(deleteButton());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('refuses an id that is not 24 characters without asking or calling', async () => {
    const fetchMock = mockApi({ [LIST]: () => jsonResponse(aListOf([anApplication({ _id: 'short-id' })])) });
    const { user } = renderDesk(PAGES.application);
    await screen.findByRole('cell', { name: 'Meera Patel' });
    await user.click(deleteButton());

    expect(screen.getByRole('alert')).toHaveTextContent(COMMON_MESSAGES.invalidId);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });
});
