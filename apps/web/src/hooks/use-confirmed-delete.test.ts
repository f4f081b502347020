import { describe, expect, it } from 'vitest';
import { isDeletableId } from './use-confirmed-delete';

const id = '65a1f0c2e4b0a1b2c3d4e5f6';

describe('isDeletableId (the spec\'s client check: a 24-character string)', () => {
  it('accepts a 24-character string', () => {
    expect(isDeletableId(id)).toBe(true);
  });

  it.each([
    ['23 characters', id.slice(0, 23)],
    ['25 characters', `${id}a`],
    ['empty', ''],
    ['a number', 1e23],
    ['undefined', undefined],
    ['null', null],
    ['an object', { _id: id }],
  ])('refuses %s', (_case, value) => {
    expect(isDeletableId(value)).toBe(false);
  });
});
