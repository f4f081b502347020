import { API, SliderListSchema, SliderSchema, type Slider, type SliderStatus, type UpdateSliderInput } from '@visadesk/contract';
import { apiClient } from '../../../lib/api-client';
import { TIMEOUTS } from '../../../config/timing';

export const updateSliderImagePath = API.sliders.updateImage;

export interface NewSlide {
  thumbnail: string;
  title: string;
  status: SliderStatus;
  link: string;
  image: File;
}

/** Staff get every slide, published or not, in display order. */
export async function getSliders(): Promise<Slider[]> {
  return SliderListSchema.parse(await apiClient.get<unknown>(API.sliders.list));
}

/** The spec's multipart add: thumbnail, title, status, image (and the link when there is one). */
export async function postSlider(slide: NewSlide): Promise<Slider> {
  const form = new FormData();
  form.set('thumbnail', slide.thumbnail);
  form.set('title', slide.title);
  form.set('status', slide.status);
  if (slide.link) form.set('link', slide.link);
  form.set('image', slide.image);
  const created = await apiClient.post<unknown>(API.sliders.add, form, { timeoutMs: TIMEOUTS.sliderAdd });
  return SliderSchema.parse(created);
}

export async function putSlider(id: string, changes: UpdateSliderInput): Promise<Slider> {
  return SliderSchema.parse(await apiClient.put<unknown>(API.sliders.update(id), changes));
}

export async function putSliderImage(id: string, image: File): Promise<Slider> {
  const form = new FormData();
  form.set('image', image);
  return SliderSchema.parse(await apiClient.put<unknown>(updateSliderImagePath(id), form));
}

/** Answers the id of the slide that is gone. */
export async function removeSlider(id: string): Promise<string> {
  const answer = await apiClient.delete<{ _id?: string } | undefined>(API.sliders.remove(id));
  return answer?._id ?? id;
}
