import { COMMON_MESSAGES, PAGES, SLIDER_MESSAGES, isDeletableId, type Slider } from '@visadesk/contract';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageLoader } from '../../../components/ui/page-loader';
import { PageTitle } from '../../../components/ui/page-title';
import { PAGE_TITLES } from '../../../config/page-titles';
import { deleteSlider, fetchSliders, selectSliders, updateSlider, useSliderDispatch, useSliderSelector } from '../api/sliders-slice';
import { SUCCESS_MESSAGES } from '../../../config/success-messages';
import { readNotice } from '../../../lib/location-notice';
import { inDisplayOrder, moveChanges, type Direction } from '../components/reorder';
import { moveButtonId, SliderTable } from '../components/slider-table';

type Message = { tone: 'error' | 'success'; text: string };

export function SliderListRoute() {
  const dispatch = useSliderDispatch();
  const { items, status } = useSliderSelector(selectSliders);
  const arrivedWith = readNotice(useLocation().state);
  const [message, setMessage] = useState<Message | null>(arrivedWith ? { tone: 'success', text: arrivedWith } : null);
  const [toDelete, setToDelete] = useState<Slider | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [moving, setMoving] = useState<{ id: string; direction: Direction } | null>(null);
  const slides = inDisplayOrder(items);

  useEffect(() => {
    void dispatch(fetchSliders());
  }, [dispatch]);

  const move = async (slide: Slider, direction: Direction) => {
    setMessage(null);
    setMoving({ id: slide._id, direction });
    try {
      for (const { id, order } of moveChanges(slides, slides.indexOf(slide), direction)) {
        await dispatch(updateSlider({ id, changes: { order } })).unwrap();
      }
    } catch {
      setMessage({ tone: 'error', text: SLIDER_MESSAGES.updateError });
    }
    setMoving(null);
    // The row has moved; keep the keyboard where the person was, or on the way back if at the end.
    requestAnimationFrame(() => {
      const same = document.getElementById(moveButtonId(slide._id, direction));
      const opposite = document.getElementById(moveButtonId(slide._id, direction === 'up' ? 'down' : 'up'));
      (same instanceof HTMLButtonElement && !same.disabled ? same : opposite)?.focus();
    });
  };

  const askToDelete = (slide: Slider) => {
    setMessage(null);
    if (!isDeletableId(slide._id)) setMessage({ tone: 'error', text: COMMON_MESSAGES.invalidId });
    else setToDelete(slide);
  };

  const confirmDelete = async (slide: Slider) => {
    setDeleting(true);
    const result = await dispatch(deleteSlider(slide._id));
    setDeleting(false);
    setToDelete(null);
    setMessage(
      deleteSlider.fulfilled.match(result)
        ? { tone: 'success', text: SUCCESS_MESSAGES.slideDeleted(slide.thumbnail) }
        : { tone: 'error', text: SLIDER_MESSAGES.deleteError },
    );
  };

  return (
    <section>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <PageTitle className="h3 mb-0">{PAGE_TITLES.slider}</PageTitle>
        <Link className="btn btn-primary" to={PAGES.addSliders}>
          Add Slider
        </Link>
      </div>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {status === 'failed' && (
        <Alert tone="error">
          {SLIDER_MESSAGES.fetchError}{' '}
          <button type="button" className="btn btn-link alert-link p-0 align-baseline" onClick={() => void dispatch(fetchSliders())}>
            Try again
          </button>
        </Alert>
      )}
      {status === 'loading' && slides.length === 0 && <PageLoader />}
      {status === 'succeeded' && slides.length === 0 && <p className="text-body-secondary">No slides yet.</p>}
      {slides.length > 0 && <SliderTable slides={slides} movingId={moving?.id ?? null} onMove={move} onDelete={askToDelete} />}
      {toDelete && (
        <ConfirmDialog
          open
          title="Delete slide?"
          confirmLabel="Delete slide"
          pending={deleting}
          onConfirm={() => void confirmDelete(toDelete)}
          onCancel={() => setToDelete(null)}
        >
          The slide “{toDelete.thumbnail}” will be removed from the home page. This cannot be undone.
        </ConfirmDialog>
      )}
    </section>
  );
}
