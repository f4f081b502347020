import { API, type Slider } from '@visadesk/contract';
import { apiClient } from '../../../lib/api-client';
import { createPageStore, usePageStore } from '../../../lib/page-store';

/** What a home carousel needs of a slide the staff published. */
export interface PublishedSlide {
  id: string;
  title: string;
  text: string;
  image: string;
  link: string;
  /** True: the top carousel (the one under the top bar and hero); false: the lower one. */
  shownOnNavbar: boolean;
}

function isPublishedSlide(value: unknown): value is Slider {
  if (typeof value !== 'object' || value === null) return false;
  const slide = value as Partial<Slider>;
  return (
    typeof slide._id === 'string' &&
    typeof slide.image === 'string' &&
    slide.image !== '' &&
    slide.status === 'published'
  );
}

/**
 * The slides staff published, in their order. Staff calling this get every slide, so only the
 * published ones are kept. Checked by hand: Zod would weigh more than the home page itself.
 */
export async function getPublishedSlides(signal?: AbortSignal): Promise<PublishedSlide[]> {
  const answer = await apiClient.get<unknown>(API.sliders.list, signal ? { signal } : {});
  if (!Array.isArray(answer)) return [];
  return answer
    .filter(isPublishedSlide)
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .map((slide) => ({
      id: slide._id,
      title: typeof slide.thumbnail === 'string' ? slide.thumbnail : '',
      text: typeof slide.title === 'string' ? slide.title : '',
      image: slide.image,
      link: typeof slide.link === 'string' ? slide.link : '',
      shownOnNavbar: slide.shownOnNavbar === true,
    }));
}

/*
 * Each carousel shows the slides its `shownOnNavbar` flag chooses, and on the home page each is its
 * own root (an island), so they share one request (lib/page-store). The answer is kept only while a carousel is on screen;
 * coming back to the page asks again. Until it arrives, and on failure, the list is empty: the
 * consultancy's own slides show in both.
 */
export const publishedSlidesStore = createPageStore<PublishedSlide[]>({
  initial: [],
  load: () => getPublishedSlides(),
  forgetWhenUnused: true,
});

export const usePublishedSlides = (): PublishedSlide[] => usePageStore(publishedSlidesStore);
