import { describe, expect, it } from 'vitest';
import { DOCUMENT_SLOTS, DOCUMENT_SLOT_KEYS } from './applications.ts';
import { JOB_TITLES } from './applicant-fields.ts';
import {
  DOCUMENT_MAX_BYTES,
  ENQUIRY_LIMIT,
  IMAGE_MAX_BYTES_ADD,
  IMAGE_MAX_BYTES_EDIT,
  MB,
  NAME_MAX,
  NAME_MIN,
  PAGE_SIZE,
  REFRESH_COOKIE_DAYS,
  REFRESH_COOKIE_MAX_AGE_SECONDS,
  TOPBAR_COLLAPSE_BREAKPOINT,
  TOPBAR_SCROLL_THRESHOLD_PX,
} from './limits.ts';

describe('lists (spec 9)', () => {
  it('pages by 10 and limits the enquiry to 10', () => {
    expect(PAGE_SIZE).toBe(10);
    expect(ENQUIRY_LIMIT).toBe(10);
  });
});

describe('names and files (spec 9)', () => {
  it('bounds names to 3..31 characters', () => {
    expect(NAME_MIN).toBe(3);
    expect(NAME_MAX).toBe(31);
  });

  it('measures megabytes in binary units', () => {
    expect(MB).toBe(1_048_576);
  });

  it('allows 10 MB on add, 2 MB on edit and 10 MB per document', () => {
    expect(IMAGE_MAX_BYTES_ADD).toBe(10_485_760);
    expect(IMAGE_MAX_BYTES_EDIT).toBe(2_097_152);
    expect(DOCUMENT_MAX_BYTES).toBe(10_485_760);
  });
});

describe('session (spec 4 and 9)', () => {
  it('keeps the refresh cookie 7 days', () => {
    expect(REFRESH_COOKIE_DAYS).toBe(7);
    expect(REFRESH_COOKIE_MAX_AGE_SECONDS).toBe(604_800);
  });
});

describe('home page (spec 2 and 9)', () => {
  it('restyles the top bar after 100 px and collapses it at the large breakpoint', () => {
    expect(TOPBAR_SCROLL_THRESHOLD_PX).toBe(100);
    expect(TOPBAR_COLLAPSE_BREAKPOINT).toBe('lg');
  });
});

describe('job titles (spec 3)', () => {
  it('offers the fourteen titles in order', () => {
    expect(JOB_TITLES).toEqual([
      'Driving', 'Construction', 'Electrician', 'Holder', 'Housekeeping', 'Cleaner', 'Plumber',
      'Packaging', 'Cook', 'Restaurant', 'Manager', 'Supervisor', 'Worker', 'Caring Operator',
    ]);
  });
});

describe('document slots (spec 3)', () => {
  it('has twelve slots file1..file12', () => {
    expect(DOCUMENT_SLOT_KEYS).toEqual([
      'file1', 'file2', 'file3', 'file4', 'file5', 'file6',
      'file7', 'file8', 'file9', 'file10', 'file11', 'file12',
    ]);
    expect(DOCUMENT_SLOTS.map((slot) => slot.key)).toEqual(DOCUMENT_SLOT_KEYS);
  });

  it('labels them as the spec does', () => {
    expect(DOCUMENT_SLOTS.map((slot) => slot.label)).toEqual([
      'Job Letter 1', 'Job Letter 2', 'Job Letter 3', 'Job Letter 4',
      'Lmias 1', 'Lmias 2', 'Lmias 3', 'Lmias 4',
      'Visa', 'Visa Form', 'Work Permit', 'Air Tickets',
    ]);
  });

  it('prints the LMIA slots as Lmia 1..4', () => {
    expect(DOCUMENT_SLOTS.map((slot) => slot.printLabel)).toEqual([
      'Job Letter 1', 'Job Letter 2', 'Job Letter 3', 'Job Letter 4',
      'Lmia 1', 'Lmia 2', 'Lmia 3', 'Lmia 4',
      'Visa', 'Visa Form', 'Work Permit', 'Air Tickets',
    ]);
  });
});
