import { fireEvent, screen, within } from '@testing-library/react';
import { API, PAGES, SLIDE_IMAGE_MAX_BYTES, SLIDER_MESSAGES } from '@visadesk/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, mockApi, networkFailure, setSessionHint } from '../../../testing/http';
import { ADMIN, renderApp } from '../../../testing/render-app';
import { aSlide, fakeObjectUrls, pngFile } from '../slide-fixtures';
import { TIMEOUTS } from '../../../config/timing';

let restoreUrls: () => void;
beforeEach(() => {
  restoreUrls = fakeObjectUrls();
});
afterEach(() => restoreUrls());

async function openForm(routes: Parameters<typeof mockApi>[0] = {}) {
  setSessionHint();
  const fetchMock = mockApi({ [`GET ${API.sliders.list}`]: () => jsonResponse([]), ...routes });
  const app = renderApp(PAGES.addSliders, { signedInAs: ADMIN });
  await screen.findByRole('heading', { level: 1, name: 'Add Slider' });
  return { ...app, fetchMock };
}

async function fillForm(user: Awaited<ReturnType<typeof openForm>>['user'], { withImage = true } = {}) {
  await user.type(screen.getByLabelText('Slide Title'), 'Work in Canada');
  await user.type(screen.getByLabelText('Slide Content'), 'Cooks and drivers wanted');
  await user.selectOptions(screen.getByLabelText('Status'), 'Published');
  await user.type(screen.getByLabelText('Link (optional)'), 'https://example.com/jobs');
  if (withImage) await user.upload(screen.getByLabelText('Image'), pngFile());
}

const submit = () => within(screen.getByRole('main')).getByRole('button', { name: 'Add Slider' });

describe('add slider', () => {
  it('starts unpublished and offers Published and Unpublished only', async () => {
    await openForm();
    const status = screen.getByLabelText('Status');
    expect(status).toHaveValue('unpublished');
    expect(within(status).getAllByRole('option').map((o) => o.textContent)).toEqual(['Published', 'Unpublished']);
  });

  it('checks the title length, the content and the image before sending', async () => {
    const { user, fetchMock } = await openForm();
    await user.type(screen.getByLabelText('Slide Title'), 'ab');
    await user.click(submit());

    expect(await screen.findByText(SLIDER_MESSAGES.thumbnailLength)).toBeInTheDocument();
    expect(screen.getByText(SLIDER_MESSAGES.contentRequired)).toBeInTheDocument();
    expect(screen.getByText(SLIDER_MESSAGES.imageRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Slide Title')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, API.sliders.add)).toHaveLength(0);
  });

  it.each([
    ['a file that is not an image', new File(['%PDF'], 'letter.pdf', { type: 'application/pdf' }), SLIDER_MESSAGES.invalidImageType],
    ['an image over the size limit', Object.defineProperty(pngFile('huge.png'), 'size', { value: SLIDE_IMAGE_MAX_BYTES + 1 }), SLIDER_MESSAGES.imageTooLarge],
  ])('refuses %s before uploading it', async (_case, file, message) => {
    const { user, fetchMock } = await openForm();
    await fillForm(user, { withImage: false });
    // The picker hides other types; a drop or "All files" can still choose one.
    fireEvent.change(screen.getByLabelText('Image'), { target: { files: [file] } });
    await user.click(submit());

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(callsTo(fetchMock, API.sliders.add)).toHaveLength(0);
  });

  it('accepts only full https:// links or pages of this site', async () => {
    const { user, fetchMock } = await openForm();
    await user.type(screen.getByLabelText('Link (optional)'), 'www.example.com');
    await user.click(submit());
    expect(await screen.findByText(SLIDER_MESSAGES.linkInvalid)).toBeInTheDocument();
    expect(callsTo(fetchMock, API.sliders.add)).toHaveLength(0);
  });

  it('previews the chosen image', async () => {
    const { user } = await openForm();
    await user.upload(screen.getByLabelText('Image'), pngFile('harbour.png'));
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute('src', 'blob:preview/harbour.png');
    expect(screen.getByText('Chosen: harbour.png')).toBeInTheDocument();
  });

  it('sends the slide as multipart and returns to the list', async () => {
    const created = aSlide({ thumbnail: 'Work in Canada' });
    const timeouts = vi.spyOn(globalThis, 'setTimeout');
    const { user, fetchMock, router } = await openForm({ [`POST ${API.sliders.add}`]: () => jsonResponse(created, 201) });
    await fillForm(user);
    await user.click(submit());

    expect(await screen.findByRole('heading', { level: 1, name: 'Slider List' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PAGES.slider);
    expect(await screen.findByText('Slide “Work in Canada” added.')).toHaveAttribute('role', 'status');
    const body = callsTo(fetchMock, API.sliders.add)[0]?.init.body as FormData;
    expect([...body.keys()]).toEqual(['thumbnail', 'title', 'status', 'link', 'image']);
    expect(body.get('status')).toBe('published');
    expect((body.get('image') as File).name).toBe('slide.png');
    expect(timeouts.mock.calls.some(([, delay]) => delay === TIMEOUTS.sliderAdd)).toBe(true);
  });

  it.each([
    ['a server error', () => jsonResponse({ message: 'Bad image', errors: { image: 'That file is not an image.' } }, 400)],
    ['no answer', networkFailure],
  ])('says the slide could not be added after %s', async (_case, answer) => {
    const { user, router } = await openForm({ [`POST ${API.sliders.add}`]: answer });
    await fillForm(user);
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(SLIDER_MESSAGES.addError);
    expect(router.state.location.pathname).toBe(PAGES.addSliders);
  });

  it('shows the server field message on the field', async () => {
    const { user } = await openForm({
      [`POST ${API.sliders.add}`]: () => jsonResponse({ message: 'Bad', errors: { image: 'That file is not an image.' } }, 400),
    });
    await fillForm(user);
    await user.click(submit());
    expect(await screen.findByText('That file is not an image.')).toBeInTheDocument();
  });
});
