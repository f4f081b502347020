import { configureStore } from '@reduxjs/toolkit';
import { API, SLIDER_MESSAGES } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi, networkFailure } from '../../../testing/http';
import { aSlide } from '../slide-fixtures';
import { updateSliderImagePath } from './slider-calls';
import {
  addSlider,
  deleteSlider,
  fetchSliders,
  initialSlidersState,
  slidersReducer,
  updateSlider,
  updateSliderImage,
  type SlidersState,
} from './sliders-slice';

const first = aSlide({ thumbnail: 'First slide' });
const second = aSlide({ thumbnail: 'Second slide' });
const loaded: SlidersState = { items: [first, second], status: 'succeeded', error: null };

function storeWith(sliders: SlidersState = loaded) {
  return configureStore({ reducer: { sliders: slidersReducer }, preloadedState: { sliders } });
}

describe('slider store reducer', () => {
  it('starts idle and empty', () => {
    expect(slidersReducer(undefined, { type: 'init' })).toEqual({ items: [], status: 'idle', error: null });
  });

  it('is loading while the fetch runs', () => {
    expect(slidersReducer(initialSlidersState, fetchSliders.pending('r', undefined)).status).toBe('loading');
  });

  it('succeeds and replaces the list with the response', () => {
    const fresh = [aSlide()];
    const state = slidersReducer(loaded, fetchSliders.fulfilled(fresh, 'r', undefined));
    expect(state).toEqual({ items: fresh, status: 'succeeded', error: null });
  });

  it.each([
    ['a fixed text', SLIDER_MESSAGES.resourceNotFound, SLIDER_MESSAGES.resourceNotFound],
    ['a server body', { message: 'Database down' }, 'Database down'],
  ])('fails and saves the error message from %s', (_case, payload, saved) => {
    const state = slidersReducer(loaded, fetchSliders.rejected(null, 'r', undefined, payload));
    expect(state.status).toBe('failed');
    expect(state.error).toBe(saved);
  });

  it('appends an added slide', () => {
    const added = aSlide();
    const input = { thumbnail: 'x', title: 'y', status: 'published' as const, link: '', image: new File([], 'a.png') };
    expect(slidersReducer(loaded, addSlider.fulfilled(added, 'r', input)).items).toEqual([first, second, added]);
  });

  it.each([
    ['update', (s: typeof first) => updateSlider.fulfilled(s, 'r', { id: s._id, changes: {} })],
    ['image update', (s: typeof first) => updateSliderImage.fulfilled(s, 'r', { id: s._id, image: new File([], 'a.png') })],
  ])('replaces the slide with the same _id after an %s', (_case, fulfilled) => {
    const changed = { ...first, thumbnail: 'Renamed slide' };
    expect(slidersReducer(loaded, fulfilled(changed)).items).toEqual([changed, second]);
  });

  it('removes the slide whose _id was returned', () => {
    expect(slidersReducer(loaded, deleteSlider.fulfilled(first._id, 'r', first._id)).items).toEqual([second]);
  });

  it.each([
    ['add', addSlider.rejected(null, 'r', { thumbnail: '', title: '', status: 'published', link: '', image: new File([], 'a') }, { message: 'Bad' })],
    ['update', updateSlider.rejected(null, 'r', { id: first._id, changes: {} }, SLIDER_MESSAGES.resourceNotFound)],
    ['image update', updateSliderImage.rejected(null, 'r', { id: first._id, image: new File([], 'a') }, { message: 'Bad' })],
    ['delete', deleteSlider.rejected(null, 'r', first._id, SLIDER_MESSAGES.unexpectedError)],
  ])('leaves the state unchanged when %s fails', (_case, rejected) => {
    expect(slidersReducer(loaded, rejected)).toBe(loaded);
  });
});

describe('slider store thunks against the API', () => {
  it('fetches the list from the server and replaces the items', async () => {
    const fresh = [aSlide(), aSlide()];
    mockApi({ [`GET ${API.sliders.list}`]: () => jsonResponse(fresh) });
    const store = storeWith();
    await store.dispatch(fetchSliders());
    expect(store.getState().sliders).toEqual({ items: fresh, status: 'succeeded', error: null });
  });

  it.each([
    ['a 404', () => jsonResponse({ message: 'Nope' }, 404), SLIDER_MESSAGES.resourceNotFound, SLIDER_MESSAGES.resourceNotFound],
    ['another server error', () => jsonResponse({ message: 'Database down' }, 500), { message: 'Database down' }, 'Database down'],
    ['no response', networkFailure, SLIDER_MESSAGES.unexpectedError, SLIDER_MESSAGES.unexpectedError],
  ])('rejects a fetch that gets %s and saves its message', async (_case, answer, payload, saved) => {
    mockApi({ [`GET ${API.sliders.list}`]: answer });
    const store = storeWith();
    const action = await store.dispatch(fetchSliders());
    expect(action.payload).toEqual(payload);
    expect(store.getState().sliders).toEqual({ ...loaded, status: 'failed', error: saved });
  });

  it('adds a slide as multipart and appends the created one', async () => {
    const created = aSlide({ status: 'unpublished', published: false });
    const fetchMock = mockApi({ [`POST ${API.sliders.add}`]: () => jsonResponse(created, 201) });
    const store = storeWith();
    const image = new File(['png'], 'slide.png', { type: 'image/png' });
    await store.dispatch(addSlider({ thumbnail: 'New', title: 'Content', status: 'unpublished', link: 'https://example.com', image }));

    const body = callsTo(fetchMock, API.sliders.add)[0]?.init.body as FormData;
    expect(Object.fromEntries(['thumbnail', 'title', 'status', 'link'].map((k) => [k, body.get(k)]))).toEqual({
      thumbnail: 'New', title: 'Content', status: 'unpublished', link: 'https://example.com',
    });
    expect((body.get('image') as File).name).toBe('slide.png');
    expect(store.getState().sliders.items).toEqual([first, second, created]);
  });

  it.each([
    ['the server body', () => jsonResponse({ message: 'Bad image', errors: { image: 'Bad image' } }, 400), { message: 'Bad image', errors: { image: 'Bad image' } }],
    ['a 404 body as it is', () => jsonResponse({ message: 'Gone' }, 404), { message: 'Gone' }],
    ['the error message without a response', networkFailure, 'The network request failed.'],
  ])('rejects a failed add with %s and keeps the state', async (_case, answer, payload) => {
    mockApi({ [`POST ${API.sliders.add}`]: answer });
    const store = storeWith();
    const before = store.getState().sliders;
    const action = await store.dispatch(addSlider({ thumbnail: 'New', title: 'C', status: 'published', link: '', image: new File(['x'], 'a.png') }));
    expect(action.payload).toEqual(payload);
    expect(store.getState().sliders).toBe(before);
  });

  it('updates a slide with JSON and replaces it', async () => {
    const changed = { ...second, order: 0 };
    const fetchMock = mockApi({ [`PUT ${API.sliders.update(second._id)}`]: () => jsonResponse(changed) });
    const store = storeWith();
    await store.dispatch(updateSlider({ id: second._id, changes: { order: 0 } }));
    expect(callsTo(fetchMock, API.sliders.update(second._id))[0]?.init.body).toBe(JSON.stringify({ order: 0 }));
    expect(store.getState().sliders.items).toEqual([first, changed]);
  });

  it('replaces the image as multipart and replaces the slide', async () => {
    const changed = { ...first, image: '/api/files/new?sig=x' };
    const fetchMock = mockApi({ [`PUT ${updateSliderImagePath(first._id)}`]: () => jsonResponse(changed) });
    const store = storeWith();
    await store.dispatch(updateSliderImage({ id: first._id, image: new File(['x'], 'new.png', { type: 'image/png' }) }));
    const body = callsTo(fetchMock, updateSliderImagePath(first._id))[0]?.init.body as FormData;
    expect((body.get('image') as File).name).toBe('new.png');
    expect(store.getState().sliders.items).toEqual([changed, second]);
  });

  it('deletes a slide and removes the _id the server returned', async () => {
    mockApi({ [`DELETE ${API.sliders.remove(first._id)}`]: () => jsonResponse({ _id: first._id, message: 'Deleted' }) });
    const store = storeWith();
    const action = await store.dispatch(deleteSlider(first._id));
    expect(action.payload).toBe(first._id);
    expect(store.getState().sliders.items).toEqual([second]);
  });

  const failures = [
    ['a 404', () => jsonResponse({ message: 'Gone' }, 404), SLIDER_MESSAGES.resourceNotFound],
    ['another server error', () => jsonResponse({ message: 'Database down' }, 500), { message: 'Database down' }],
    ['no response', networkFailure, SLIDER_MESSAGES.unexpectedError],
  ] as const;

  it.each(failures)('rejects an update that gets %s and keeps the state', async (_case, answer, payload) => {
    mockApi({ [`PUT ${API.sliders.update(first._id)}`]: answer });
    const store = storeWith();
    const before = store.getState().sliders;
    const action = await store.dispatch(updateSlider({ id: first._id, changes: { thumbnail: 'Renamed' } }));
    expect(action.payload).toEqual(payload);
    expect(store.getState().sliders).toBe(before);
  });

  it.each(failures)('rejects an image update that gets %s and keeps the state', async (_case, answer, payload) => {
    mockApi({ [`PUT ${updateSliderImagePath(first._id)}`]: answer });
    const store = storeWith();
    const before = store.getState().sliders;
    const action = await store.dispatch(updateSliderImage({ id: first._id, image: new File(['x'], 'a.png') }));
    expect(action.payload).toEqual(payload);
    expect(store.getState().sliders).toBe(before);
  });

  it.each(failures)('rejects a delete that gets %s and keeps the state', async (_case, answer, payload) => {
    mockApi({ [`DELETE ${API.sliders.remove(first._id)}`]: answer });
    const store = storeWith();
    const before = store.getState().sliders;
    const action = await store.dispatch(deleteSlider(first._id));
    expect(action.payload).toEqual(payload);
    expect(store.getState().sliders).toBe(before);
  });
});
