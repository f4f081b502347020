import { screen } from '@testing-library/react';
import { API, PAGES, SLIDER_MESSAGES } from '@visadesk/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi, networkFailure, setSessionHint } from '../../../testing/http';
import { ADMIN, renderApp } from '../../../testing/render-app';
import { aSlide, fakeObjectUrls, pngFile } from '../slide-fixtures';

const slide = aSlide({ thumbnail: 'Work in Canada', title: 'Cooks wanted', status: 'unpublished', published: false, link: '' });

let restoreUrls: () => void;
beforeEach(() => {
  restoreUrls = fakeObjectUrls();
});
afterEach(() => restoreUrls());

async function openEdit(routes: Parameters<typeof mockApi>[0] = {}) {
  setSessionHint();
  const fetchMock = mockApi({ [`GET ${API.sliders.list}`]: () => jsonResponse([slide]), ...routes });
  const app = renderApp(PAGES.editSlider, { signedInAs: ADMIN, state: { slider: slide } });
  await screen.findByRole('heading', { level: 1, name: 'Edit Slider' });
  return { ...app, fetchMock };
}

async function rename(user: Awaited<ReturnType<typeof openEdit>>['user']) {
  await user.clear(screen.getByLabelText('Slide Title'));
  await user.type(screen.getByLabelText('Slide Title'), 'Work and live in Canada');
  await user.selectOptions(screen.getByLabelText('Status'), 'Published');
}

describe('edit slider', () => {
  it('goes back to the slider list when opened without a slide', async () => {
    setSessionHint();
    mockApi({ [`GET ${API.sliders.list}`]: () => jsonResponse([]) });
    const { router } = renderApp(PAGES.editSlider, { signedInAs: ADMIN });

    expect(await screen.findByRole('heading', { level: 1, name: 'Slider List' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PAGES.slider);
  });

  it('fills the form with the slide and shows its current image', async () => {
    await openEdit();
    expect(screen.getByLabelText('Slide Title')).toHaveValue('Work in Canada');
    expect(screen.getByLabelText('Slide Content')).toHaveValue('Cooks wanted');
    expect(screen.getByLabelText('Status')).toHaveValue('unpublished');
    expect(screen.getByRole('img', { name: 'Current slide image' })).toHaveAttribute('src', slide.image);
  });

  it('saves the text as JSON and returns to the list', async () => {
    const saved = { ...slide, thumbnail: 'Work and live in Canada', status: 'published' as const, published: true };
    const { user, fetchMock, router } = await openEdit({
      [`PUT ${API.sliders.update(slide._id)}`]: () => jsonResponse(saved),
      [`GET ${API.sliders.list}`]: () => jsonResponse([saved]),
    });
    await rename(user);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Slider List' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PAGES.slider);
    expect(await screen.findByText('Slide “Work and live in Canada” updated.')).toHaveAttribute('role', 'status');
    expect(JSON.parse(String(callsTo(fetchMock, API.sliders.update(slide._id))[0]?.init.body))).toEqual({
      thumbnail: 'Work and live in Canada',
      title: 'Cooks wanted',
      status: 'published',
      link: '',
    });
    expect(callsTo(fetchMock, API.sliders.updateImage(slide._id))).toHaveLength(0);
  });

  it('replaces the image when a new one is chosen', async () => {
    const { user, fetchMock } = await openEdit({
      [`PUT ${API.sliders.update(slide._id)}`]: () => jsonResponse(slide),
      [`PUT ${API.sliders.updateImage(slide._id)}`]: () => jsonResponse({ ...slide, image: '/api/files/new' }),
    });
    await user.upload(screen.getByLabelText('Replace image (optional)'), pngFile('new.png'));
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute('src', 'blob:preview/new.png');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Slider List' })).toBeInTheDocument();
    const body = callsTo(fetchMock, API.sliders.updateImage(slide._id))[0]?.init.body as FormData;
    expect((body.get('image') as File).name).toBe('new.png');
  });

  it.each([
    ['the text is refused', { [`PUT ${API.sliders.update(slide._id)}`]: () => jsonResponse({ message: 'No' }, 500) }],
    ['the slide is gone', { [`PUT ${API.sliders.update(slide._id)}`]: () => jsonResponse({ message: 'Gone' }, 404) }],
    ['no answer comes', { [`PUT ${API.sliders.update(slide._id)}`]: networkFailure }],
    ['the image is refused', {
      [`PUT ${API.sliders.update(slide._id)}`]: () => jsonResponse(slide),
      [`PUT ${API.sliders.updateImage(slide._id)}`]: () => jsonResponse({ message: 'Bad image' }, 400),
    }],
  ])('says the slide could not be updated when %s', async (_case, routes) => {
    const { user, router } = await openEdit(routes);
    await user.upload(screen.getByLabelText('Replace image (optional)'), pngFile());
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(SLIDER_MESSAGES.updateError);
    expect(router.state.location.pathname).toBe(PAGES.editSlider);
  });
});
