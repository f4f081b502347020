import { SLIDER_MESSAGES, type Slider } from '@visadesk/contract';
import { useState } from 'react';
import type { Notice } from '../../../components/ui/alert';
import { useUpdateSlideMutation } from '../api/slides';
import { moveChanges, type Direction } from './reorder';
import { moveButtonId } from './slide-table';

/** Moving a slide up or down the display order: one update per slide whose order changes. */
export function useMoveSlide(slides: readonly Slider[], setNotice: (notice: Notice | null) => void) {
  const [updateSlide] = useUpdateSlideMutation();
  const [moving, setMoving] = useState<{ id: string; direction: Direction } | null>(null);

  const move = async (slide: Slider, direction: Direction) => {
    setNotice(null);
    setMoving({ id: slide._id, direction });
    try {
      for (const { id, order } of moveChanges(slides, slides.indexOf(slide), direction)) {
        await updateSlide({ id, changes: { order } }).unwrap();
      }
    } catch {
      setNotice({ tone: 'error', text: SLIDER_MESSAGES.updateError });
    }
    setMoving(null);
    // The row has moved; keep the keyboard where the person was, or on the way back if at the end.
    requestAnimationFrame(() => {
      const same = document.getElementById(moveButtonId(slide._id, direction));
      const opposite = document.getElementById(moveButtonId(slide._id, direction === 'up' ? 'down' : 'up'));
      (same instanceof HTMLButtonElement && !same.disabled ? same : opposite)?.focus();
    });
  };

  return { movingId: moving?.id ?? null, move };
}
