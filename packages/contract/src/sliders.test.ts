import { describe, expect, it } from 'vitest';
import {
  AddSliderSchema,
  SLIDER_STATUSES,
  SLIDER_STATUS_LABELS,
  SliderSchema,
  UpdateSliderSchema,
} from './sliders.ts';
import { SLIDER_MESSAGES as M } from './messages.ts';

const slide = { thumbnail: 'Work in Canada', title: 'Jobs for skilled workers in Ontario.' };

describe('AddSliderSchema', () => {
  it('defaults the status to unpublished', () => {
    // Design notes, "Deliberate departures": the spec stored 'active', an option the form never offered.
    expect(AddSliderSchema.parse(slide)).toEqual({ ...slide, status: 'unpublished', link: '' });
  });

  it('accepts the two statuses the form offers', () => {
    expect(AddSliderSchema.parse({ ...slide, status: 'published' }).status).toBe('published');
    expect(AddSliderSchema.parse({ ...slide, status: 'unpublished' }).status).toBe('unpublished');
  });

  it("stores the original client's labels in any letter case, and its default 'active' as published", () => {
    for (const [sent, stored] of [['Published', 'published'], ['UNPUBLISHED', 'unpublished'], [' unPublished ', 'unpublished'], ['active', 'published'], ['Active', 'published']]) {
      expect(AddSliderSchema.parse({ ...slide, status: sent }).status, sent).toBe(stored);
    }
  });

  it('refuses any other status with a message for staff', () => {
    for (const status of ['draft', '', 'inactive', 1]) {
      expect(AddSliderSchema.safeParse({ ...slide, status }).error?.issues[0], String(status)).toMatchObject({
        path: ['status'], message: 'Please choose Published or Unpublished.',
      });
    }
  });

  it.each([
    ['ab', false],
    ['abc', true],
    ['a'.repeat(31), true],
    ['a'.repeat(32), false],
  ])('slide title %j passes: %s', (thumbnail, ok) => {
    const result = AddSliderSchema.safeParse({ ...slide, thumbnail });
    expect(result.success).toBe(ok);
    if (!result.success) {
      expect(result.error.issues[0]?.message).toBe(
        'Slide title must be between 3 and 31 characters long.',
      );
    }
  });

  it('requires the slide content', () => {
    expect(AddSliderSchema.safeParse({ ...slide, title: '  ' }).error?.issues[0]).toMatchObject({
      path: ['title'],
      message: 'Please enter the slide content.',
    });
  });
});

describe('UpdateSliderSchema', () => {
  it('accepts the spec update payload of title, published, shownOnNavbar and link', () => {
    const update = { title: 'New text', published: true, shownOnNavbar: false, link: '/enquiry' };
    expect(UpdateSliderSchema.parse(update)).toEqual(update);
  });

  it('accepts an empty update', () => {
    expect(UpdateSliderSchema.parse({})).toEqual({});
  });

  it('refuses a status outside published and unpublished', () => {
    expect(UpdateSliderSchema.safeParse({ status: 'hidden' }).error?.issues[0]?.message).toBe(M.statusInvalid);
  });

  it("reads the original client's flags sent as text, stored as booleans", () => {
    const yes = ['true', 'TRUE', 'yes', 'On', '1', 1, true];
    const no = ['false', 'False', 'no', 'OFF', '0', 0, false];
    for (const value of yes) expect(UpdateSliderSchema.parse({ published: value, shownOnNavbar: value }), String(value)).toEqual({ published: true, shownOnNavbar: true });
    for (const value of no) expect(UpdateSliderSchema.parse({ published: value, shownOnNavbar: value }), String(value)).toEqual({ published: false, shownOnNavbar: false });
  });

  it('refuses a flag that is neither yes nor no, naming the field', () => {
    for (const value of ['maybe', '', 2, null, {}]) {
      expect(UpdateSliderSchema.safeParse({ shownOnNavbar: value }).error?.issues[0], JSON.stringify(value)).toMatchObject({
        path: ['shownOnNavbar'], message: 'Please answer yes or no.',
      });
    }
  });
});

describe('slider status', () => {
  it('is published or unpublished with the form labels', () => {
    expect(SLIDER_STATUSES).toEqual(['published', 'unpublished']);
    expect(SLIDER_STATUS_LABELS).toEqual({ published: 'Published', unpublished: 'Unpublished' });
  });

  it('is part of a stored slide', () => {
    const stored = {
      _id: '65a1f0c2e4b0a1b2c3d4e5f6',
      ...slide,
      image: '/api/files/x.webp',
      status: 'published',
      published: true,
      shownOnNavbar: false,
      link: '',
      order: 0,
    };
    expect(SliderSchema.safeParse(stored).success).toBe(true);
    expect(SliderSchema.safeParse({ ...stored, status: 'Pending' }).success).toBe(false);
  });
});

describe('slide links', () => {
  it('accept https links and site paths, and refuse anything a browser could run', () => {
    for (const link of ['', 'https://example.com/jobs', '/enquiry']) {
      expect(AddSliderSchema.parse({ ...slide, link }).link).toBe(link);
    }
    for (const link of ['javascript:alert(1)', 'http://plain.example', '//evil.example', 'data:text/html,x']) {
      expect(AddSliderSchema.safeParse({ ...slide, link }).success, link).toBe(false);
    }
  });

  it('refuse a backslash anywhere, which browsers read as a slash to another site', () => {
    for (const link of ['/\\evil.test', '/\\/evil.test', '\\\\evil.test', '/jobs\\..\\x', 'https://example.com\\@evil.test', 'https:\\\\evil.test']) {
      const result = UpdateSliderSchema.safeParse({ link });
      expect(result.success, link).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(M.linkInvalid);
    }
  });

  it('refuse whitespace and control characters, and an https link without a host', () => {
    for (const link of ['/\t/evil.test', '/ /evil.test', '/jobs\n/x', 'https://', 'https:///evil.test', 'https://example.com/a b']) {
      expect(AddSliderSchema.safeParse({ ...slide, link }).success, JSON.stringify(link)).toBe(false);
    }
  });

  it('keep accepting the links a consultancy uses', () => {
    for (const link of ['/', '/enquiry?from=slide#top', 'https://www.canada.ca/en/immigration-refugees-citizenship.html', 'HTTPS://EXAMPLE.COM']) {
      expect(AddSliderSchema.parse({ ...slide, link }).link).toBe(link);
    }
  });
});
