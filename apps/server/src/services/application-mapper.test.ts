import { describe, expect, it } from 'vitest';
import { maskNationalId } from './application-mapper.ts';

describe('maskNationalId', () => {
  it('shows five dots and the last four characters of an id of eight or more', () => {
    expect(maskNationalId('27-01-71-05842')).toBe('•••••5842');
    expect(maskNationalId('AB345678')).toBe('•••••5678');
  });

  it('masks a shorter id whole, so no more than half of an id ever shows', () => {
    for (const id of ['1234567', 'AB123', '1234', 'X']) expect(maskNationalId(id), id).toBe('•••••');
  });

  it('shows the same five dots whatever the length, so the mask does not tell it', () => {
    const masks = ['12345678', '123456789012', '1234567890123456789'].map((id) => maskNationalId(id).replace(/[^•]/g, ''));
    expect(new Set(masks)).toEqual(new Set(['•••••']));
  });
});
