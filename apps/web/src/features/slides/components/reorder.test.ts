import { describe, expect, it } from 'vitest';
import { aSlide } from '../slide-fixtures';
import { inDisplayOrder, moveChanges } from './reorder';

describe('moving a slide', () => {
  const [a, b, c] = [aSlide({ order: 0 }), aSlide({ order: 3 }), aSlide({ order: 7 })] as const;

  it('sorts slides by their order', () => {
    expect(inDisplayOrder([c, a, b])).toEqual([a, b, c]);
  });

  it('swaps the order with the slide above or below', () => {
    expect(moveChanges([a, b, c], 1, 'up')).toEqual([
      { id: b._id, order: 0 },
      { id: a._id, order: 3 },
    ]);
    expect(moveChanges([a, b, c], 1, 'down')).toEqual([
      { id: b._id, order: 7 },
      { id: c._id, order: 3 },
    ]);
  });

  it('cannot move past either end', () => {
    expect(moveChanges([a, b, c], 0, 'up')).toEqual([]);
    expect(moveChanges([a, b, c], 2, 'down')).toEqual([]);
  });

  it('renumbers slides that share an order so the move shows', () => {
    const [x, y, z] = [aSlide({ order: 0 }), aSlide({ order: 0 }), aSlide({ order: 0 })] as const;
    expect(moveChanges([x, y, z], 2, 'up')).toEqual([
      { id: z._id, order: 1 },
      { id: y._id, order: 2 },
    ]);
  });
});
