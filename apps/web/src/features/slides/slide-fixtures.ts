import type { Slider } from '@visadesk/contract';

let next = 0;

/** Sample words for the slides the tests make. */
const SAMPLE_THUMBNAIL = 'Canada work visa';
const SAMPLE_CONTENT = 'Skilled workers wanted in Canada';

/** A slide as the server answers it; ids are 24 hex characters like the real ones. */
export function aSlide(overrides: Partial<Slider> = {}): Slider {
  next += 1;
  const id = next.toString(16).padStart(24, 'c');
  return {
    _id: id,
    thumbnail: `${SAMPLE_THUMBNAIL} ${next}`,
    title: `${SAMPLE_CONTENT} (${next})`,
    image: `/api/files/${id}?sig=test`,
    status: 'published',
    published: true,
    shownOnNavbar: false,
    link: '',
    order: next,
    ...overrides,
  };
}

/** jsdom has no blob: URLs; the image preview needs them. Returns a function that removes them. */
export function fakeObjectUrls(): () => void {
  const previous = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = (file: Blob) => `blob:preview/${file instanceof File ? file.name : 'blob'}`;
  URL.revokeObjectURL = () => {};
  return () => {
    URL.createObjectURL = previous.create;
    URL.revokeObjectURL = previous.revoke;
  };
}

export const pngFile = (name = 'slide.png') => new File(['png-bytes'], name, { type: 'image/png' });
