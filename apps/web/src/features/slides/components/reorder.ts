import type { Slider } from '@visadesk/contract';

export type Direction = 'up' | 'down';

export interface OrderChange {
  id: string;
  order: number;
}

/** The slides in the order the home page shows them. */
export function inDisplayOrder(slides: readonly Slider[]): Slider[] {
  return [...slides].sort((a, b) => a.order - b.order);
}

/**
 * The `order` values to send so the slide at `index` trades places with its neighbour. Two distinct
 * values are simply swapped (two calls); slides that share a value, which older data may have, are
 * renumbered from 0 so the move is visible.
 */
export function moveChanges(sorted: readonly Slider[], index: number, direction: Direction): OrderChange[] {
  const otherIndex = direction === 'up' ? index - 1 : index + 1;
  const slide = sorted[index];
  const other = sorted[otherIndex];
  if (!slide || !other) return [];
  if (slide.order !== other.order) {
    return [
      { id: slide._id, order: other.order },
      { id: other._id, order: slide.order },
    ];
  }
  const moved = [...sorted];
  moved[index] = other;
  moved[otherIndex] = slide;
  return moved.flatMap((item, position) => (item.order === position ? [] : [{ id: item._id, order: position }]));
}
