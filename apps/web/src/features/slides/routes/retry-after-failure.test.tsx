import { screen, waitFor, within } from '@testing-library/react';
import { API, PAGES, SLIDER_MESSAGES } from '@visadesk/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, setSessionHint } from '../../../testing/http';
import { ADMIN, renderApp } from '../../../testing/render-app';
import { aSlide, fakeObjectUrls, pngFile } from '../slide-fixtures';

let restoreUrls: () => void;
beforeEach(() => {
  restoreUrls = fakeObjectUrls();
});
afterEach(() => restoreUrls());

/** Answers a server error first, then holds the second answer until the test releases it. */
function failOnceThenHold(success: () => Response) {
  let calls = 0;
  let release: () => void = () => {};
  const held = new Promise<Response>((resolve) => {
    release = () => resolve(success());
  });
  const answer = () => {
    calls += 1;
    return calls === 1 ? jsonResponse({ message: 'Database unavailable' }, 500) : held;
  };
  return { answer, release: () => release() };
}

const errorShown = () => screen.queryByRole('alert');

/** Saves, sees the failure, saves again: the error goes as the retry starts and the save lands. */
async function retryAfterFailure(
  { user, router }: ReturnType<typeof renderApp>,
  submit: HTMLElement,
  { failure, release, notice }: { failure: string; release: () => void; notice: string },
) {
  await user.click(submit);
  expect(await screen.findByRole('alert')).toHaveTextContent(failure);

  await user.click(submit);
  await waitFor(() => expect(errorShown()).toBeNull());
  release();
  expect(await screen.findByRole('heading', { level: 1, name: 'Slider List' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe(PAGES.slider);
  expect(await screen.findByText(notice)).toHaveAttribute('role', 'status');
  expect(errorShown()).toBeNull();
}

describe('a slide form after a failed save', () => {
  it('Add Slider: clears the error when the next attempt starts, and it succeeds', async () => {
    const created = aSlide({ thumbnail: 'Work in Canada' });
    const add = failOnceThenHold(() => jsonResponse(created, 201));
    setSessionHint();
    mockApi({ [`GET ${API.sliders.list}`]: () => jsonResponse([created]), [`POST ${API.sliders.add}`]: add.answer });
    const app = renderApp(PAGES.addSliders, { signedInAs: ADMIN });
    await screen.findByRole('heading', { level: 1, name: 'Add Slider' });
    await app.user.type(screen.getByLabelText('Slide Title'), 'Work in Canada');
    await app.user.type(screen.getByLabelText('Slide Content'), 'Cooks and drivers wanted');
    await app.user.upload(screen.getByLabelText('Image'), pngFile());

    await retryAfterFailure(app, within(screen.getByRole('main')).getByRole('button', { name: 'Add Slider' }), {
      failure: SLIDER_MESSAGES.addError, release: add.release, notice: 'Slide “Work in Canada” added.',
    });
  });

  it('Edit Slider: clears the error when the next attempt starts, and it succeeds', async () => {
    const slide = aSlide({ thumbnail: 'Work in Canada', title: 'Cooks wanted' });
    const update = failOnceThenHold(() => jsonResponse({ ...slide, title: 'Cooks and drivers wanted' }));
    setSessionHint();
    mockApi({ [`GET ${API.sliders.list}`]: () => jsonResponse([slide]), [`PUT ${API.sliders.update(slide._id)}`]: update.answer });
    const app = renderApp(PAGES.editSlider, { signedInAs: ADMIN, state: { slider: slide } });
    await screen.findByRole('heading', { level: 1, name: 'Edit Slider' });
    await app.user.clear(screen.getByLabelText('Slide Content'));
    await app.user.type(screen.getByLabelText('Slide Content'), 'Cooks and drivers wanted');

    await retryAfterFailure(app, screen.getByRole('button', { name: 'Save changes' }), {
      failure: SLIDER_MESSAGES.updateError, release: update.release, notice: 'Slide “Work in Canada” updated.',
    });
  });
});
