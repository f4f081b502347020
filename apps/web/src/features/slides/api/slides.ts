import { API, SLIDER_MESSAGES, SliderListSchema, SliderSchema, type ErrorResponse, type Slider, type SliderStatus, type UpdateSliderInput } from '@visadesk/contract';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/api-client';
import { remoteData, type RemoteData } from '../../../lib/remote-data';
import { TIMEOUTS } from '../../../config/timing';

export interface NewSlide {
  thumbnail: string;
  title: string;
  status: SliderStatus;
  link: string;
  image: File;
}

/** The spec's multipart add: thumbnail, title, status, image (and the link when there is one). */
function newSlideForm(slide: NewSlide): FormData {
  const form = new FormData();
  form.set('thumbnail', slide.thumbnail);
  form.set('title', slide.title);
  form.set('status', slide.status);
  if (slide.link) form.set('link', slide.link);
  form.set('image', slide.image);
  return form;
}

function imageForm(image: File): FormData {
  const form = new FormData();
  form.set('image', image);
  return form;
}

/**
 * The list on screen follows each change's answer, as the spec's slider store does: an added slide
 * is appended, an updated one replaces the slide with its `_id`, a deleted one goes. A failed
 * change leaves the list as it was.
 */
const slideListApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Staff get every slide, published or not. Unlike applicants' data (ADR 016) the list is kept
     * for a while after the Slider List is left: slides are public, and the list staff come back to
     * from Add or Edit Slider shows their change at once, as the spec's slider store did, while it
     * is asked afresh.
     */
    getSlides: build.query<Slider[], void>({
      query: () => ({ path: API.sliders.list }),
      rawResponseSchema: SliderListSchema,
      keepUnusedDataFor: 300,
    }),
  }),
});

const inList = (recipe: (slides: Slider[]) => Slider[] | void) => slideListApi.util.updateQueryData('getSlides', undefined, recipe);
const replaced = (slide: Slider) => inList((slides) => slides.map((item) => (item._id === slide._id ? slide : item)));

/** Applies the server's answer to a change; a refused or unanswered change leaves the list as it was. */
async function whenAccepted<A>(queryFulfilled: PromiseLike<{ data: A }>, then: (answer: A) => void): Promise<void> {
  try {
    then((await queryFulfilled).data);
  } catch {
    // The screen that asked for the change says why it failed.
  }
}

export const slidesApi = slideListApi.injectEndpoints({
  endpoints: (build) => ({
    addSlide: build.mutation<Slider, NewSlide>({
      query: (slide) => ({ path: API.sliders.add, method: 'POST', body: newSlideForm(slide), timeoutMs: TIMEOUTS.sliderAdd }),
      rawResponseSchema: SliderSchema,
      onQueryStarted: (_slide, { dispatch, queryFulfilled }) => whenAccepted(queryFulfilled, (added) => void dispatch(inList((slides) => void slides.push(added)))),
    }),
    updateSlide: build.mutation<Slider, { id: string; changes: UpdateSliderInput }>({
      query: ({ id, changes }) => ({ path: API.sliders.update(id), method: 'PUT', body: changes }),
      rawResponseSchema: SliderSchema,
      onQueryStarted: (_change, { dispatch, queryFulfilled }) => whenAccepted(queryFulfilled, (slide) => void dispatch(replaced(slide))),
    }),
    /** Replacing the image is an update too: the answer replaces the slide with the same _id. */
    updateSlideImage: build.mutation<Slider, { id: string; image: File }>({
      query: ({ id, image }) => ({ path: API.sliders.updateImage(id), method: 'PUT', body: imageForm(image) }),
      rawResponseSchema: SliderSchema,
      onQueryStarted: (_change, { dispatch, queryFulfilled }) => whenAccepted(queryFulfilled, (slide) => void dispatch(replaced(slide))),
    }),
    /** Answers the id of the slide that is gone. */
    deleteSlide: build.mutation<string, string>({
      query: (id) => ({ path: API.sliders.remove(id), method: 'DELETE' }),
      transformResponse: (answer: { _id?: string } | undefined, _meta, id) => answer?._id ?? id,
      onQueryStarted: (_id, { dispatch, queryFulfilled }) =>
        whenAccepted(queryFulfilled, (gone) => void dispatch(inList((slides) => slides.filter((slide) => slide._id !== gone)))),
    }),
  }),
});

export const { useAddSlideMutation, useUpdateSlideMutation, useUpdateSlideImageMutation, useDeleteSlideMutation } = slidesApi;

/** Every slide, loaded on arrival. */
export function useSlides(): RemoteData<Slider[]> {
  return remoteData(slideListApi.useGetSlidesQuery());
}

/** What a failed call comes to, as the spec's slider store words it: a fixed text or the server's answer. */
export type SlideRejection = string | ErrorResponse;

/** Fetch, update and delete: 404 names the missing resource; no answer at all is unexpected. */
export function slideRejection(error: unknown): SlideRejection {
  if (!isApiError(error)) return SLIDER_MESSAGES.unexpectedError;
  return error.status === 404 ? SLIDER_MESSAGES.resourceNotFound : error.body;
}

/** Add keeps the server's body, or else the error's own message. */
export function addRejection(error: unknown): SlideRejection {
  if (isApiError(error)) return error.body;
  return error instanceof Error ? error.message : SLIDER_MESSAGES.unexpectedError;
}
