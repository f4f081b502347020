import { API, SLIDER_MESSAGES, type Slider } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi, networkFailure } from '../../../testing/http';
import { storeForTests } from '../../../testing/render-app';
import { aSlide } from '../slide-fixtures';
import { addRejection, slideRejection, slidesApi } from './slides';

const first = aSlide({ thumbnail: 'First slide' });
const second = aSlide({ thumbnail: 'Second slide' });
type Endpoint = { initiate: (arg?: unknown) => unknown };
const endpoints = slidesApi.endpoints as unknown as Record<string, Endpoint>;
type Dispatch = (action: unknown) => Promise<unknown> & { unwrap: () => Promise<unknown> };

/** A store whose slide list has been read once, as on the Slider List. */
async function storeWithList(slides: Slider[] = [first, second]) {
  mockApi({ [`GET ${API.sliders.list}`]: () => jsonResponse(slides) });
  const store = storeForTests();
  const dispatch = store.dispatch as unknown as Dispatch;
  await dispatch(slidesApi.endpoints.getSlides.initiate());
  const list = () => slidesApi.endpoints.getSlides.select()(store.getState() as never).data;
  return { dispatch, list };
}

/** The answer to one change, and the list as it stands after it. */
async function change(routes: Parameters<typeof mockApi>[0], endpoint: string, arg: unknown) {
  const { dispatch, list } = await storeWithList();
  const fetchMock = mockApi({ [`GET ${API.sliders.list}`]: () => jsonResponse([first, second]), ...routes });
  const outcome: { data?: unknown; error?: unknown } = await dispatch(endpoints[endpoint]!.initiate(arg))
    .unwrap()
    .then((data) => ({ data }), (error: unknown) => ({ error }));
  return { ...outcome, list: list(), fetchMock };
}

describe('the slide list follows each change, as the spec\'s slider store does', () => {
  it('reads the list from the server', async () => {
    const { list } = await storeWithList([second, first]);
    expect(list()).toEqual([second, first]);
  });

  it('appends an added slide, sent as multipart', async () => {
    const created = aSlide({ status: 'unpublished', published: false });
    const image = new File(['png'], 'slide.png', { type: 'image/png' });
    const slide = { thumbnail: 'New', title: 'Content', status: 'unpublished', link: 'https://example.com', image };
    const { list, fetchMock } = await change({ [`POST ${API.sliders.add}`]: () => jsonResponse(created, 201) }, 'addSlide', slide);
    const body = callsTo(fetchMock, API.sliders.add)[0]?.init.body as FormData;
    expect(Object.fromEntries(['thumbnail', 'title', 'status', 'link'].map((k) => [k, body.get(k)]))).toEqual({
      thumbnail: 'New', title: 'Content', status: 'unpublished', link: 'https://example.com',
    });
    expect((body.get('image') as File).name).toBe('slide.png');
    expect(list).toEqual([first, second, created]);
  });

  it('replaces an updated slide, sent as JSON, by its _id', async () => {
    const changed = { ...second, order: 0 };
    const { list, fetchMock } = await change({ [`PUT ${API.sliders.update(second._id)}`]: () => jsonResponse(changed) }, 'updateSlide', { id: second._id, changes: { order: 0 } });
    expect(callsTo(fetchMock, API.sliders.update(second._id))[0]?.init.body).toBe(JSON.stringify({ order: 0 }));
    expect(list).toEqual([first, changed]);
  });

  it('replaces a slide whose image was replaced, sent as multipart', async () => {
    const changed = { ...first, image: '/api/files/new?sig=x' };
    const image = new File(['x'], 'new.png', { type: 'image/png' });
    const { list, fetchMock } = await change({ [`PUT ${API.sliders.updateImage(first._id)}`]: () => jsonResponse(changed) }, 'updateSlideImage', { id: first._id, image });
    expect(((callsTo(fetchMock, API.sliders.updateImage(first._id))[0]?.init.body as FormData).get('image') as File).name).toBe('new.png');
    expect(list).toEqual([changed, second]);
  });

  it('removes the slide whose _id the server returned', async () => {
    const { data, list } = await change({ [`DELETE ${API.sliders.remove(first._id)}`]: () => jsonResponse({ _id: first._id, message: 'Deleted' }) }, 'deleteSlide', first._id);
    expect(data).toBe(first._id);
    expect(list).toEqual([second]);
  });

  it.each([
    ['an add', `POST ${API.sliders.add}`, 'addSlide', { thumbnail: 'New', title: 'C', status: 'published', link: '', image: new File(['x'], 'a.png') }],
    ['an update', `PUT ${API.sliders.update(first._id)}`, 'updateSlide', { id: first._id, changes: { thumbnail: 'Renamed' } }],
    ['an image update', `PUT ${API.sliders.updateImage(first._id)}`, 'updateSlideImage', { id: first._id, image: new File(['x'], 'a.png') }],
    ['a delete', `DELETE ${API.sliders.remove(first._id)}`, 'deleteSlide', first._id],
  ])('leaves the list as it was after %s fails', async (_case, route, endpoint, arg) => {
    const { error, list } = await change({ [route]: () => jsonResponse({ message: 'Database down' }, 500) }, endpoint, arg);
    expect(error).toBeDefined();
    expect(list).toEqual([first, second]);
  });
});

describe('what a failed slide call comes to, in the spec\'s words', () => {
  const failed = async (answer: () => Response | Promise<Response>) => {
    mockApi({ [`PUT ${API.sliders.update(first._id)}`]: answer, [`GET ${API.sliders.list}`]: () => jsonResponse([first]) });
    const store = storeForTests();
    const dispatch = store.dispatch as unknown as Dispatch;
    return dispatch(slidesApi.endpoints.updateSlide.initiate({ id: first._id, changes: { thumbnail: 'Renamed' } })).unwrap().then(() => undefined, (error: unknown) => error);
  };

  it.each([
    ['a 404', () => jsonResponse({ message: 'Nope' }, 404), SLIDER_MESSAGES.resourceNotFound],
    ['another server error', () => jsonResponse({ message: 'Database down' }, 500), { message: 'Database down' }],
    ['no response', networkFailure, SLIDER_MESSAGES.unexpectedError],
  ])('fetch, update or delete: %s', async (_case, answer, rejection) => {
    expect(slideRejection(await failed(answer))).toEqual(rejection);
  });

  it.each([
    ['the server body', () => jsonResponse({ message: 'Bad image', errors: { image: 'Bad image' } }, 400), { message: 'Bad image', errors: { image: 'Bad image' } }],
    ['a 404 body as it is', () => jsonResponse({ message: 'Gone' }, 404), { message: 'Gone' }],
    ['the error message without a response', networkFailure, 'The network request failed.'],
  ])('add: %s', async (_case, answer, rejection) => {
    expect(addRejection(await failed(answer))).toEqual(rejection);
  });
});
