import { screen, waitFor, within } from '@testing-library/react';
import { API, COMMON_MESSAGES, PAGES, SLIDER_MESSAGES } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi, networkFailure, setSessionHint } from '../../../testing/http';
import { ADMIN, renderApp } from '../../../testing/render-app';
import { aSlide } from '../slide-fixtures';

const first = aSlide({ thumbnail: 'Work in Canada', title: 'Jobs for cooks', status: 'published', order: 0 });
const second = aSlide({ thumbnail: 'Family visas', title: 'Bring your family', status: 'unpublished', published: false, order: 1 });

async function openList(routes: Parameters<typeof mockApi>[0], state?: unknown) {
  setSessionHint();
  const fetchMock = mockApi({ [`GET ${API.sliders.list}`]: () => jsonResponse([second, first]), ...routes });
  const app = renderApp(PAGES.slider, { signedInAs: ADMIN, state });
  await screen.findByRole('heading', { level: 1, name: 'Slider List' });
  return { ...app, fetchMock };
}

const rowTitles = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getByRole('rowheader').textContent);
const rowOf = (title: string) => screen.getByRole('rowheader', { name: title }).closest('tr') as HTMLElement;

describe('slider list', () => {
  it('shows every slide in order with its content, image and real status', async () => {
    await openList({});

    expect(await screen.findByRole('rowheader', { name: 'Work in Canada' })).toBeInTheDocument();
    expect(rowTitles()).toEqual(['Work in Canada', 'Family visas']);
    const row = within(rowOf('Family visas'));
    expect(row.getByText('Bring your family')).toBeInTheDocument();
    expect(row.getByText('Unpublished')).toBeInTheDocument();
    expect(row.getByRole('img', { name: 'Image of Family visas' })).toHaveAttribute('src', second.image);
    expect(within(rowOf('Work in Canada')).getByText('Published')).toBeInTheDocument();
    expect(screen.queryByText('Pending')).toBeNull();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Add Slider' })).toHaveAttribute('href', PAGES.addSliders);
  });

  it('shows a loading state until the slides arrive', async () => {
    await openList({ [`GET ${API.sliders.list}`]: () => new Promise<Response>(() => {}) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it.each([
    ['a server error', () => jsonResponse({ message: 'Database down' }, 500)],
    ['no answer', networkFailure],
  ])('says the slides could not be fetched after %s, and tries again', async (_case, answer) => {
    let failing = true;
    const { user } = await openList({ [`GET ${API.sliders.list}`]: () => (failing ? answer() : jsonResponse([first])) });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SLIDER_MESSAGES.fetchError);
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Work in Canada' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('moves a slide up by swapping its order with the one above', async () => {
    const { user, fetchMock } = await openList({
      [`PUT ${API.sliders.update(second._id)}`]: () => jsonResponse({ ...second, order: 0 }),
      [`PUT ${API.sliders.update(first._id)}`]: () => jsonResponse({ ...first, order: 1 }),
    });
    await screen.findByRole('rowheader', { name: 'Family visas' });
    expect(screen.getByRole('button', { name: 'Move up: Work in Canada' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: Family visas' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move up: Family visas' }));

    await waitFor(() => expect(rowTitles()).toEqual(['Family visas', 'Work in Canada']));
    expect(callsTo(fetchMock, API.sliders.update(second._id))[0]?.init.body).toBe(JSON.stringify({ order: 0 }));
    expect(callsTo(fetchMock, API.sliders.update(first._id))[0]?.init.body).toBe(JSON.stringify({ order: 1 }));
  });

  it('says the slide could not be updated when a move fails', async () => {
    const { user } = await openList({ [`PUT ${API.sliders.update(first._id)}`]: () => jsonResponse({ message: 'No' }, 500) });
    await user.click(await screen.findByRole('button', { name: 'Move down: Work in Canada' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(SLIDER_MESSAGES.updateError);
    expect(rowTitles()).toEqual(['Work in Canada', 'Family visas']);
  });

  it('links each slide to its edit form', async () => {
    await openList({});
    expect(await screen.findByRole('link', { name: 'Edit: Family visas' })).toHaveAttribute('href', PAGES.editSlider);
  });

  it('deletes a slide only after confirmation', async () => {
    const { user, fetchMock } = await openList({
      [`DELETE ${API.sliders.remove(first._id)}`]: () => jsonResponse({ _id: first._id, message: 'Deleted.' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete: Work in Canada' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete slide?' });
    expect(dialog).toHaveTextContent('Work in Canada');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchMock, API.sliders.remove(first._id))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete: Work in Canada' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete slide' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Slide “Work in Canada” deleted.');
    expect(rowTitles()).toEqual(['Family visas']);
    expect(callsTo(fetchMock, API.sliders.remove(first._id))).toHaveLength(1);
  });

  it.each([
    ['a server error', () => jsonResponse({ message: 'No' }, 500)],
    ['a 404', () => jsonResponse({ message: 'Gone' }, 404)],
    ['no answer', networkFailure],
  ])('says the slide could not be deleted after %s', async (_case, answer) => {
    const { user } = await openList({ [`DELETE ${API.sliders.remove(first._id)}`]: answer });
    await user.click(await screen.findByRole('button', { name: 'Delete: Work in Canada' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete slide' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(SLIDER_MESSAGES.deleteError);
    expect(rowTitles()).toEqual(['Work in Canada', 'Family visas']);
  });

  it('refuses to delete a slide whose id is malformed', async () => {
    const odd = aSlide({ _id: 'short-id', thumbnail: 'Odd slide', order: 5 });
    const { user, fetchMock } = await openList({ [`GET ${API.sliders.list}`]: () => jsonResponse([odd]) });
    await user.click(await screen.findByRole('button', { name: 'Delete: Odd slide' }));

    expect(screen.getByRole('alert')).toHaveTextContent(COMMON_MESSAGES.invalidId);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(0);
  });

  it('confirms a change made on another slide screen', async () => {
    await openList({}, { notice: 'Slide “Family visas” updated.' });
    expect(await screen.findByText('Slide “Family visas” updated.')).toHaveAttribute('role', 'status');
  });
});
