import type { Slider } from '@visadesk/contract';

/** A slide as `GET /api/slider/fetchSlider` answers it: published, linking to the enquiry. */
export function slide(overrides: Partial<Slider> = {}): Slider {
  return {
    _id: 'slide-1',
    thumbnail: 'Winter intake',
    title: 'Applications for the winter intake are open.',
    image: '/api/files/slide-1?sig=1',
    status: 'published',
    published: true,
    shownOnNavbar: false,
    link: '/enquiry',
    order: 0,
    ...overrides,
  };
}
